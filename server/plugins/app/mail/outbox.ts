import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Clock } from '../clock';

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  createdAt: number;
  sentAt: number | null;
  error: string | null;
}

/** Sends one mail; the SMTP transport when SMTP_URL is set (mail/index.ts). */
export type MailSender = (mail: { to: string; subject: string; text: string }) => Promise<void>;

/**
 * Every mail the site sends is first a row of the outbox (`admin outbox` prints the latest);
 * with a sender (SMTP) it is then sent in the background and marked sent, or its error kept.
 * Sending never fails nor slows the request that wrote the mail (so its answer time does not tell
 * whether a mail went out).
 */
export class Outbox {
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly send: MailSender | null,
  ) {}

  async enqueue(to: string, subject: string, body: string): Promise<number> {
    const row = await this.db
      .insertInto('outbox')
      .values({ to_address: to, subject, body, created_at: this.clock.now(), sent_at: null, error: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (this.send) {
      const job = this.deliver(row.id, to, subject, body).finally(() => this.sending.delete(job));
      this.sending.add(job);
    }
    return row.id;
  }

  /** Resolves once every mail being sent is sent or has failed (tests, shutting down). */
  async idle(): Promise<void> {
    while (this.sending.size > 0) await Promise.allSettled([...this.sending]);
  }

  private async deliver(id: number, to: string, subject: string, text: string): Promise<void> {
    try {
      await this.send!({ to, subject, text });
      await this.db.updateTable('outbox').set({ sent_at: this.clock.now(), error: null }).where('id', '=', id).execute();
    } catch (err) {
      await this.db.updateTable('outbox').set({ error: String((err as Error).message ?? err).slice(0, 500) }).where('id', '=', id).execute();
    }
  }

  /** The latest messages, newest first. */
  async latest(limit: number, to?: string): Promise<OutboxMessage[]> {
    let q = this.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit);
    if (to !== undefined) q = q.where('to_address', '=', to.toLowerCase());
    const rows = await q.execute();
    return rows.map((r) => ({ id: r.id, to: r.to_address, subject: r.subject, body: r.body, createdAt: Number(r.created_at), sentAt: r.sent_at === null ? null : Number(r.sent_at), error: r.error }));
  }
}

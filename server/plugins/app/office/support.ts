import type { SupportCreateBody, SupportMessageView, SupportRequestView, SupportStatus, SupportThreadAnswer } from '@site/api/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SupportMessagesTable, SupportRequestsTable } from '../../../db/schema';
import { HttpError } from '../../external/http-error';
import type { Clock } from '../clock';

const iso = (ms: number) => new Date(Number(ms)).toISOString();

function requestView(r: Selectable<SupportRequestsTable>): SupportRequestView {
  return { id: r.id, subject: r.subject, status: r.status as SupportStatus, createdAt: iso(r.created_at), updatedAt: iso(r.updated_at) };
}
function messageView(m: Selectable<SupportMessagesTable>): SupportMessageView {
  return { id: m.id, author: m.author as SupportMessageView['author'], body: m.body, createdAt: iso(m.created_at) };
}

export class SupportNotFound extends HttpError<'support.not_found'> {
  constructor() {
    super(404, 'support.not_found', 'There is no such support request');
  }
}

/**
 * Support requests (issue 15's built-in form, issue 18's office/support): a player's request
 * and its thread, or a guest's with an e-mail; the operator answers with `admin support reply`.
 * Another player's request is exactly as missing as one that does not exist.
 */
export class SupportService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async create(userId: number | null, body: SupportCreateBody): Promise<SupportRequestView> {
    if (userId === null && !body.email) throw new HttpError(400, 'support.email_required', 'A guest must give an e-mail', { pointer: '/email' });
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('support_requests')
        .values({ user_id: userId, email: body.email ?? null, subject: body.subject.trim(), status: 'open', created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.insertInto('support_messages').values({ request_id: row.id, author: 'player', body: body.body.trim(), created_at: now }).execute();
      return requestView(row);
    });
  }

  async list(userId: number): Promise<SupportRequestView[]> {
    const rows = await this.db.selectFrom('support_requests').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(200).execute();
    return rows.map(requestView);
  }

  /** One request with its messages; `userId` null: the operator, who sees every request. */
  async thread(userId: number | null, id: number, db: Kysely<Database> = this.db): Promise<SupportThreadAnswer> {
    let q = db.selectFrom('support_requests').selectAll().where('id', '=', id);
    if (userId !== null) q = q.where('user_id', '=', userId);
    const row = await q.executeTakeFirst();
    if (!row) throw new SupportNotFound();
    const messages = await db.selectFrom('support_messages').selectAll().where('request_id', '=', id).orderBy('id').execute();
    return { request: requestView(row), messages: messages.map(messageView) };
  }

  /** The player's next message (the request opens again) or the operator's answer (`userId` null). */
  async reply(userId: number | null, id: number, body: string): Promise<SupportThreadAnswer> {
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      await this.thread(userId, id, trx);
      const author = userId === null ? 'operator' : 'player';
      await trx.insertInto('support_messages').values({ request_id: id, author, body: body.trim(), created_at: now }).execute();
      await trx
        .updateTable('support_requests')
        .set({ status: author === 'operator' ? 'answered' : 'open', updated_at: now })
        .where('id', '=', id)
        .execute();
      return this.thread(userId, id, trx);
    });
  }

  /** The operator's list: the latest requests, open ones first, with the guest's e-mail. */
  async operatorList(limit = 50) {
    return this.db
      .selectFrom('support_requests')
      .select(['id', 'user_id', 'email', 'subject', 'status', 'updated_at'])
      .orderBy('updated_at', 'desc')
      .limit(limit)
      .execute();
  }
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import { type MailSender, Outbox } from './outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mails to players: a table first, then SMTP when configured. */
    outbox: Outbox;
  }
}

export interface MailOptions {
  /** SMTP_URL (smtp://user:pass@host:port); unset: mails stay in the outbox table. */
  smtpUrl?: string | undefined;
  /** The From address; MAIL_FROM, default no-reply@demo-bet.local. */
  from?: string | undefined;
}

function smtpSender(url: string, from: string): MailSender {
  const transport = createTransport(url);
  return async (mail) => {
    await transport.sendMail({ from, ...mail });
  };
}

/** The outbox of mails (password reset links...). */
export default fp(
  async function mail(app: FastifyInstance, opts: MailOptions) {
    const sender = opts.smtpUrl ? smtpSender(opts.smtpUrl, opts.from ?? 'no-reply@demo-bet.local') : null;
    const outbox = new Outbox(app.db, app.clock, sender);
    app.decorate('outbox', outbox);
    // mails on their way go out before the database closes
    app.addHook('onClose', async () => outbox.idle());
  },
  { name: 'mail', dependencies: ['db', 'clock'] },
);

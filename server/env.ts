import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// Reads and validates the process environment once, at start-up, into one typed object.
export interface ServerEnv {
  port: number;
  host: string;
  databaseUrl: string;
  production: boolean;
  distDir: string;
  feed: string;
  redisUrl: string | undefined;
  tokenSecret: string | undefined;
  /** The token import-map writes need (DEPLOY_TOKEN); unset: every write is refused. */
  deployToken: string | undefined;
  /** Where the import-map service fetches a relative deploy URL from (DEPLOY_VERIFY_ORIGIN); the request's own origin when unset. */
  deployVerifyOrigin: string | undefined;
  /** CDN_ORIGINS: comma-separated origins besides the site's own that may serve scripts and styles. */
  cdnOrigins: string[];
  /**
   * TRUST_PROXY: whom to believe about the client's address (X-Forwarded-For): unset or `false`
   * nobody (the socket's address counts, so a spoofed header cannot dodge the rate limits);
   * `true` every proxy; a number, that many hops; else comma-separated proxy addresses or CIDRs.
   */
  trustProxy: boolean | number | string;
  /** PAYMENTS_WEBHOOK_SECRET: the HMAC key of payment providers' webhooks (payments, issue 18). */
  paymentsWebhookSecret: string;
  // account and security (issue 18)
  /** SMTP_URL: mails (the outbox) are sent through it when set. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the From address of mails. */
  mailFrom: string | undefined;
  /** DOCUMENTS_DIR: uploaded documents, outside the web root; default beside a SQLite database, .data/documents with PostgreSQL, the OS temp dir under tests. */
  documentsDir: string;
  /** PUBLIC_ORIGIN: the site's origin for links in mails (https://example.com); unset: the request's own. */
  publicOrigin: string | undefined;
}

export class EnvError extends Error {}

/** The webhook key of `npm start`, `npm run dev` and the tests when PAYMENTS_WEBHOOK_SECRET is unset (never in production). */
export const DEV_WEBHOOK_SECRET = 'dev-only-payments-webhook-secret-change-me';

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new EnvError(`PORT must be an integer from 0 to 65535, got "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || '.data/site.sqlite',
    production: env.NODE_ENV === 'production',
    distDir: env.DIST_DIR || 'dist',
    feed: env.FEED || 'simulator',
    redisUrl: env.REDIS_URL || undefined,
    // Without TOKEN_SECRET the server makes a random one and keeps it in the database, shared by
    // every instance on it (auth/stored-secret.ts): never a default written in the source.
    tokenSecret: env.TOKEN_SECRET || undefined,
    deployToken: env.DEPLOY_TOKEN || undefined,
    deployVerifyOrigin: env.DEPLOY_VERIFY_ORIGIN || undefined,
    cdnOrigins: readOrigins(env.CDN_ORIGINS),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    // The demo provider signs with the same key; operators of a real provider set their own. The
    // dev key is public (it is in this file), so a production server without one takes a random
    // key of its own: its demo provider still works (it reports through this process), and no
    // outsider can sign a webhook that credits a balance.
    paymentsWebhookSecret: env.PAYMENTS_WEBHOOK_SECRET || (env.NODE_ENV === 'production' ? randomBytes(32).toString('hex') : DEV_WEBHOOK_SECRET),
    // account and security (issue 18)
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    documentsDir: env.DOCUMENTS_DIR || defaultDocumentsDir(env),
    publicOrigin: env.PUBLIC_ORIGIN ? readOrigins(env.PUBLIC_ORIGIN, 'PUBLIC_ORIGIN')[0] : undefined,
  };
}

function readTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const parts = value.split(',').map((s) => s.trim());
  const ok = parts.every((p) => {
    const [address, bits, ...rest] = p.split('/');
    const kind = isIP(address ?? '');
    if (kind === 0 || rest.length > 0) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (kind === 4 ? 32 : 128));
  });
  if (!ok) throw new EnvError(`TRUST_PROXY must be true, false, a hop count or comma-separated proxy addresses/CIDRs such as 10.0.0.0/8, got "${value}"`);
  return parts.join(',');
}

function defaultDocumentsDir(env: NodeJS.ProcessEnv): string {
  if (env.NODE_ENV === 'test') return join(tmpdir(), 'site-test-documents');
  const url = env.DATABASE_URL || '.data/site.sqlite';
  return /^postgres(ql)?:\/\//i.test(url) ? join('.data', 'documents') : join(dirname(url), 'documents');
}

function readOrigins(value: string | undefined, name = 'CDN_ORIGINS'): string[] {
  if (!value) return [];
  return value.split(',').map((s) => s.trim()).filter(Boolean).map((s) => {
    let url: URL;
    try {
      url = new URL(s);
    } catch {
      throw new EnvError(`${name} must be comma-separated origins such as https://cdn.example.com, got "${s}"`);
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== s.replace(/\/$/, '')) {
      throw new EnvError(`${name} must be comma-separated origins such as https://cdn.example.com, got "${s}"`);
    }
    return url.origin;
  });
}

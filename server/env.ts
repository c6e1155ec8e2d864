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
  tokenSecret: string;
  /** The token import-map writes need (DEPLOY_TOKEN); unset: every write is refused. */
  deployToken: string | undefined;
  /** Where the import-map service fetches a relative deploy URL from (DEPLOY_VERIFY_ORIGIN); the request's own origin when unset. */
  deployVerifyOrigin: string | undefined;
  /** CDN_ORIGINS: comma-separated origins besides the site's own that may serve scripts and styles. */
  cdnOrigins: string[];
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
    // A per-process random secret would break tokens across instances; operators set TOKEN_SECRET.
    tokenSecret: env.TOKEN_SECRET || 'dev-only-token-secret-change-me',
    deployToken: env.DEPLOY_TOKEN || undefined,
    deployVerifyOrigin: env.DEPLOY_VERIFY_ORIGIN || undefined,
    cdnOrigins: readOrigins(env.CDN_ORIGINS),
    // account and security (issue 18)
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    documentsDir: env.DOCUMENTS_DIR || defaultDocumentsDir(env),
    publicOrigin: env.PUBLIC_ORIGIN ? readOrigins(env.PUBLIC_ORIGIN, 'PUBLIC_ORIGIN')[0] : undefined,
  };
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

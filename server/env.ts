import { isIP } from 'node:net';

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
  /**
   * TRUST_PROXY: whom to believe about the client's address (X-Forwarded-For): unset or `false`
   * nobody (the socket's address counts, so a spoofed header cannot dodge the rate limits);
   * `true` every proxy; a number, that many hops; else comma-separated proxy addresses or CIDRs.
   */
  trustProxy: boolean | number | string;
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
    trustProxy: readTrustProxy(env.TRUST_PROXY),
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

function readOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value.split(',').map((s) => s.trim()).filter(Boolean).map((s) => {
    let url: URL;
    try {
      url = new URL(s);
    } catch {
      throw new EnvError(`CDN_ORIGINS must be comma-separated origins such as https://cdn.example.com, got "${s}"`);
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== s.replace(/\/$/, '')) {
      throw new EnvError(`CDN_ORIGINS must be comma-separated origins such as https://cdn.example.com, got "${s}"`);
    }
    return url.origin;
  });
}

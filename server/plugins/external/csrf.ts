import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './http-error';

export interface CsrfOptions {
  /** The cookies that authenticate a request (the session and the two-step challenge). */
  cookies: readonly string[];
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function otherHost(url: string, host: string): boolean {
  if (url === 'null') return true;
  try {
    return new URL(url).host.toLowerCase() !== host.toLowerCase();
  } catch {
    return true;
  }
}

/**
 * Whether a write came from another site: `Sec-Fetch-Site: cross-site` says so outright; else
 * the Origin decides when present, else the Referer; with none of them, Sec-Fetch-Site other
 * than same-origin/none. A client sending none of these is not a browser acting for a third site.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return true;
  const origin = request.headers.origin;
  if (typeof origin === 'string') return otherHost(origin, request.host);
  const referer = request.headers.referer;
  if (typeof referer === 'string' && referer !== '') return otherHost(referer, request.host);
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  return false;
}

/**
 * The one cross-site write check: a cookie-authenticated POST, PUT, PATCH or DELETE from another
 * site answers 403 `csrf` before any route or hook can change anything. Reads, and writes
 * without the cookies (bearer tokens, anonymous forms), are not its business.
 */
export default fp(
  async function csrf(app: FastifyInstance, opts: CsrfOptions) {
    // Callback style, as every hook run on each request: no promise and no extra turn (issue 21).
    app.addHook('onRequest', (request, _reply, done) => {
      if (WRITES.has(request.method) && opts.cookies.some((name) => request.cookies[name] !== undefined) && isCrossSite(request)) {
        done(new HttpError(403, 'csrf', 'This write came from another site and was refused'));
        return;
      }
      done();
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie'] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './http-error';

/**
 * The JSON pointer of the first string holding a NUL character, or null. The pointer is only
 * built for a hit: on every request's body, query and params, a clean walk allocates nothing.
 */
export function findNul(value: unknown): string | null {
  const path = nulPath(value);
  return path === null ? null : path.length === 0 ? '/' : path.map((step) => `/${step}`).join('');
}

/** The keys and indexes, outermost first, down to the first string (or key) holding a NUL; null when there is none. */
function nulPath(value: unknown): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = nulPath(value[i]);
      if (hit) return [i, ...hit];
    }
  } else if (value && typeof value === 'object') {
    for (const k in value) {
      if (!Object.hasOwn(value, k)) continue;
      const hit = k.includes('\u0000') ? [] : nulPath((value as Record<string, unknown>)[k]);
      if (hit) return [k, ...hit];
    }
  }
  return null;
}

// PostgreSQL text cannot hold NUL (it fails with an error, which would be a 500), and no form
// field has a use for it: such bodies and query strings are refused as the caller's mistake.
export default fp(async function textGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const hit = findNul(request.body) ?? findNul(request.query) ?? findNul(request.params);
    done(hit ? new HttpError(400, 'request.invalid', `${hit.slice(1) || 'request'} must not contain NUL characters`, { pointer: hit }) : undefined);
  });
});

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './http-error';

/** The JSON pointer of the first string holding a NUL character, or null. */
export function findNul(value: unknown, pointer = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? pointer || '/' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findNul(value[i], `${pointer}/${i}`);
      if (hit) return hit;
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const hit = findNul(k, `${pointer}/${k}`) ?? findNul(v, `${pointer}/${k}`);
      if (hit) return hit;
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

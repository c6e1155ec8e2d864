import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { envelope, errorItem, HttpError, INTERNAL_DETAIL } from './http-error';

interface AjvError {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
  keyword?: string;
}

function pointerOf(e: AjvError, context: string | undefined): string {
  const missing = e.params?.missingProperty;
  const extra = e.params?.additionalProperty;
  const base = e.instancePath || '';
  if (typeof missing === 'string') return `${base}/${missing}`;
  if (typeof extra === 'string') return `${base}/${extra}`;
  return base || (context === 'querystring' ? '/query' : '/');
}

function detailOf(e: AjvError, pointer: string): string {
  if (typeof e.params?.additionalProperty === 'string') return `${pointer.slice(1)} is not a known field`;
  if (typeof e.params?.missingProperty === 'string') return `${pointer.slice(1)} is required`;
  const field = pointer.replace(/^\//, '') || 'request';
  return `${field} ${e.message ?? 'is not valid'}`;
}

/** One error handler for the whole server: every 4xx and 5xx is the envelope with a catalogued code; 5xx never carry internals. */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError & { validation?: AjvError[]; validationContext?: string }, request, reply) => {
      if (error instanceof HttpError) {
        if (error.headers) reply.headers(error.headers);
        return reply.status(error.statusCode).send(error.toEnvelope());
      }
      if (error.validation && error.validation.length > 0) {
        const errors = error.validation.map((e) => {
          const pointer = pointerOf(e, error.validationContext);
          return errorItem(400, 'request.invalid', detailOf(e, pointer), { pointer });
        });
        return reply.status(400).send({ errors });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors: malformed JSON, wrong content type, body too large...
        const code = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'request.too_large' : 'request.bad';
        return reply.status(status).send(envelope(status, code, error.message.replace(/^FST_\w+: /, '')));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(envelope(500, 'server.internal', INTERNAL_DETAIL));
    });
  },
  { name: 'error-handler' },
);

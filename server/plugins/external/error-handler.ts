import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { envelope, HttpError } from './http-error';

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

/** One error handler for the whole server: 4xx say what to fix, 5xx never carry internals. */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { validation?: AjvError[]; validationContext?: string }, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const body = envelope(error.statusCode, error.code, error.message, error.pointer);
      return reply.status(error.statusCode).send(error.extra ? { ...body, ...error.extra } : body);
    }
    if (error.validation && error.validation.length > 0) {
      const errors = error.validation.map((e) => {
        const pointer = pointerOf(e, error.validationContext);
        return { status: '400', code: 'validation', detail: detailOf(e, pointer), source: { pointer } };
      });
      return reply.status(400).send({ errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large...
      const code = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'too_large' : 'bad_request';
      return reply.status(status).send(envelope(status, code, error.message.replace(/^FST_\w+: /, '')));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(envelope(500, 'internal', 'Something went wrong on our side. Please try again.'));
  });
});

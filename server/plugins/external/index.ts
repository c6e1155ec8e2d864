import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import csrf, { type CsrfOptions } from './csrf';
import errorHandler from './error-handler';
import inputSchemas from './input-schemas';
import securityHeaders, { type SecurityHeadersOptions } from './security-headers';
import textGuard from './text-guard';
import rateLimits, { type RateLimitOptions } from './rate-limit';
import { createValidatorCompiler } from './validator-compiler';

export interface ExternalOptions {
  headers?: SecurityHeadersOptions;
  /** The authenticating cookies; the cross-site write check is off without them. */
  csrf?: CsrfOptions;
  /** The store of @fastify/rate-limit; no limits without it. */
  rateLimits?: RateLimitOptions;
}

/** What every request and answer goes through, whatever route: input schemas and validation, errors, security headers, cookies, cross-site writes, rate limits, compression. */
export default fp(
  async function externalPlugins(app: FastifyInstance, opts: ExternalOptions) {
    app.setValidatorCompiler(createValidatorCompiler());
    await app.register(inputSchemas);
    await app.register(errorHandler);
    await app.register(securityHeaders, opts.headers ?? {});
    await app.register(cookie);
    if (opts.csrf) await app.register(csrf, opts.csrf);
    if (opts.rateLimits) await app.register(rateLimits, opts.rateLimits);
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    await app.register(textGuard);
  },
  { name: 'external' },
);

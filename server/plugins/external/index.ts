import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import errorHandler from './error-handler';
import securityHeaders, { type SecurityHeadersOptions } from './security-headers';
import textGuard from './text-guard';
import { createValidatorCompiler } from './validator-compiler';

export interface ExternalOptions {
  headers?: SecurityHeadersOptions;
}

/** What every request and answer goes through, whatever route: validation, errors, security headers, cookies, compression. */
export default fp(
  async function externalPlugins(app: FastifyInstance, opts: ExternalOptions) {
    app.setValidatorCompiler(createValidatorCompiler());
    await app.register(errorHandler);
    await app.register(securityHeaders, opts.headers ?? {});
    await app.register(cookie);
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    await app.register(textGuard);
  },
  { name: 'external' },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DocumentsService } from './documents';

declare module 'fastify' {
  interface FastifyInstance {
    /** Verification documents: files outside the web root, rows, the operator's review. */
    documents: DocumentsService;
  }
}

export interface DocumentsOptions {
  /** Where uploaded files are kept (DOCUMENTS_DIR; see server/env.ts for the default). */
  documentsDir: string;
}

export default fp(
  async function documents(app: FastifyInstance, opts: DocumentsOptions) {
    app.decorate('documents', new DocumentsService(app.db, app.clock, opts.documentsDir));
  },
  { name: 'documents', dependencies: ['db', 'clock'] },
);

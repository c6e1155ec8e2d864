// Serves the built site (dist/) from a fresh server on a fresh SQLite database, on a free port.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { createTestDb, type TestDb } from '../server/helper';

export interface RunningSite {
  url: string;
  app: FastifyInstance;
  db: TestDb;
  close(): Promise<void>;
}

const ROOT = join(__dirname, '..', '..');

export async function startSite(opts: { production?: boolean } = {}): Promise<RunningSite> {
  const distDir = join(ROOT, 'dist');
  if (!existsSync(join(distDir, 'index.production.html'))) {
    throw new Error('The site is not built: run `npm run build` before the browser tests');
  }
  const db = await createTestDb('sqlite');
  const app = await buildApp({ database: db.database, distDir, importMapsDir: join(ROOT, 'import-maps'), production: opts.production ?? true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    db,
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}

// Every route the whole server registers, as the server itself lists them (onRoute), for the
// tests that check something of each route (route-answers, route-inputs).
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { createServer, registerServer } from '../../server/app';
import { createTestDb } from './helper';

export const routeName = (r: RouteOptions) => `${[r.method].flat().join(',')} ${r.url}`;

export async function registeredRoutes(): Promise<RouteOptions[]> {
  const db = await createTestDb('sqlite');
  const routes: RouteOptions[] = [];
  try {
    const app = createServer({});
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    await registerServer(app, {
      database: db.database,
      distDir: join(__dirname, 'fixtures', 'shell-build'),
      importMapsDir: join(__dirname, 'fixtures', 'import-maps'),
      production: true,
    });
    await app.ready();
    await app.close();
  } finally {
    await db.drop();
  }
  return routes;
}

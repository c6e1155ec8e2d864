// Helpers for route tests that need signed-in players.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface Player {
  userId: number;
  login: string;
  password: string;
  /** "user_token=..." ready for a Cookie header */
  cookie: string;
}

/** The name=value pairs of a response's Set-Cookie headers. */
export function setCookies(res: LightMyRequestResponse): Record<string, { value: string; raw: string }> {
  const header = res.headers['set-cookie'];
  const list = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const out: Record<string, { value: string; raw: string }> = {};
  for (const raw of list) {
    const [pair = ''] = raw.split(';');
    const i = pair.indexOf('=');
    out[pair.slice(0, i)] = { value: pair.slice(i + 1), raw };
  }
  return out;
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const c = setCookies(res).user_token;
  if (!c) throw new Error(`no user_token cookie in ${res.statusCode} ${res.body}`);
  return `user_token=${c.value}`;
}

let emails = 0;
/** Registers a full_reg player with a unique e-mail and returns their session. */
export async function registerPlayer(app: FastifyInstance, over: Record<string, unknown> = {}): Promise<Player> {
  const password = 'secret123';
  const res = await app.inject({
    method: 'POST',
    url: '/web-api/auth/register',
    payload: { type: 'full_reg', currency: 'RUB', countryId: 1, bonusChoice: 1, email: `p${process.pid}.${++emails}.${Date.now()}@example.com`, password, ...over },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { userId: body.userId, login: body.login, password: body.password ?? password, cookie: sessionCookie(res) };
}

import { join } from 'node:path';
import { buildApp, type AppOptions } from '../../server/app';
import type { Dialect } from '../../server/db/create-db';
import { createTestDb, type TestApp, type TestDb } from './helper';

/** Like buildTestApp, but lets a test add routes or options before the app is ready, or reuse a database. */
export async function buildAppWith(
  dialect: Dialect,
  opts: { before?: (app: FastifyInstance) => void; options?: Partial<AppOptions>; db?: TestDb } = {},
): Promise<TestApp> {
  const db = opts.db ?? (await createTestDb(dialect));
  const app = await buildApp({
    database: db.database,
    distDir: join(__dirname, 'fixtures', 'shell-build'),
    importMapsDir: join(__dirname, 'fixtures', 'import-maps'),
    production: true,
    ...opts.options,
  });
  opts.before?.(app);
  await app.ready();
  return { app, db, close: async () => { await app.close(); if (!opts.db) await db.drop(); } };
}

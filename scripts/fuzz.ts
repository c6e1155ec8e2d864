// npm run fuzz: every route the server registers (collected from the server itself with onRoute,
// not a hand-kept list) gets FUZZ_PER_ROUTE (default 200) generated and mutated requests from a
// server listening on 127.0.0.1 only: bad JSON, wrong types, huge strings, unicode, wrong content
// types, missing and doubled fields, prototype keys, random cookies and path values. Prints a
// table of statuses per route; exits 1 on any 5xx or on a request without an answer within
// FUZZ_TIMEOUT_MS (default 5000), and 2 when the whole run passes FUZZ_TIME_MS (default 600000).
// FUZZ_SEED makes a run repeatable.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { createServer, registerServer } from '../server/app';
import { createDb } from '../server/db/create-db';
import { migrateToLatest } from '../server/db/migrate';

const PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? 200);
const TIMEOUT_MS = Number(process.env.FUZZ_TIMEOUT_MS ?? 5000);
const TIME_MS = Number(process.env.FUZZ_TIME_MS ?? 600_000);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 23);

// mulberry32: a small repeatable generator
let state = SEED >>> 0;
function random(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const chance = (p: number) => random() < p;

const STRINGS = [
  '', ' ', 'a', '0', '-1', '1e309', 'NaN', 'null', 'true', '[]', '{}', '%00', '\u0000', '\uffff', '\ud800', '😀'.repeat(50), 'Привет', 'مرحبا',
  "' OR 1=1 --", '"; DROP TABLE users; --', '<img src=x onerror=alert(1)>', '../../etc/passwd', '%2e%2e%2f', '${7*7}', '{{7*7}}', '__proto__', 'constructor',
];
const NUMBERS = [0, -1, 1, 2, 3, 66, 101, 2 ** 31, -(2 ** 31), 2 ** 53, 1e308, -1e308, 0.5, -0.0001, 1e-7];

function hugeString(): string {
  return pick(['x', 'é', '😀', '\u0000', 'a"b']).repeat(pick([1_000, 10_000, 100_000, 300_000]));
}

function randomScalar(): unknown {
  return pick<() => unknown>([() => pick(STRINGS), () => pick(NUMBERS), () => chance(0.5), () => null, () => [], () => ({}), () => hugeString(), () => [pick(STRINGS), pick(NUMBERS)]])();
}

type Schema = Record<string, unknown>;

/** A value that fits `schema` (roughly), to be mutated. */
function fromSchema(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 5) return randomScalar();
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return pick(schema.enum as unknown[]);
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(union) && union.length > 0) return fromSchema(pick(union), depth + 1);
  const type = Array.isArray(schema.type) ? pick(schema.type as string[]) : (schema.type as string | undefined);
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
        if (chance(0.85)) out[key] = fromSchema(sub, depth + 1);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: pick([0, 1, 2, 5]) }, () => fromSchema(schema.items as Schema, depth + 1));
    case 'integer':
      return chance(0.7) ? Math.floor(random() * 200) : pick(NUMBERS);
    case 'number':
      return chance(0.7) ? Math.round(random() * 10_000) / 100 : pick(NUMBERS);
    case 'boolean':
      return chance(0.5);
    case 'null':
      return null;
    case 'string':
      return chance(0.6) ? Math.random().toString(36).slice(2, 2 + Math.floor(random() * 10) + 1) : pick(STRINGS);
    default:
      return randomScalar();
  }
}

function mutate(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return chance(0.5) ? randomScalar() : value;
  const obj = { ...(value as Record<string, unknown>) };
  const keys = Object.keys(obj);
  const times = 1 + Math.floor(random() * 3);
  for (let i = 0; i < times; i++) {
    const r = random();
    const key = keys.length ? pick(keys) : 'x';
    if (r < 0.25) delete obj[key];
    else if (r < 0.55) obj[key] = randomScalar();
    else if (r < 0.7) obj[pick(['unknown', 'prototype', 'constructor', 'extra', key.toUpperCase()])] = randomScalar();
    else if (r < 0.85) obj[key] = mutate(obj[key]);
    else obj[key] = hugeString();
  }
  return obj;
}

interface Request {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

function bodyFor(schema: Schema | undefined): { body: string | Buffer; type: string } {
  const valid = fromSchema(schema);
  const r = random();
  if (r < 0.2) return { body: JSON.stringify(valid), type: 'application/json' };
  if (r < 0.55) return { body: JSON.stringify(mutate(valid)), type: 'application/json' };
  if (r < 0.62) return { body: JSON.stringify(valid).slice(0, Math.floor(random() * 20)), type: 'application/json' };
  if (r < 0.67) {
    // doubled fields: the same key twice in the raw JSON
    const json = JSON.stringify(valid);
    const first = /^\{("[^"]+":(?:"[^"]*"|[^,}]*))/.exec(json)?.[1];
    return { body: first ? `{${first},${json.slice(1)}` : '{"a":1,"a":2}', type: 'application/json' };
  }
  if (r < 0.72) return { body: pick(['{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', '{"a":{"__proto__":{"b":1}}}']), type: 'application/json' };
  if (r < 0.8) return { body: JSON.stringify(valid), type: pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/xml', 'application/json; charset=latin1', '']) };
  if (r < 0.85) return { body: pick(['null', '[]', '"x"', '1', 'true', '{}', '', '\u0000', '{"a":1}{"b":2}']), type: 'application/json' };
  if (r < 0.88) return { body: Buffer.alloc(1024 * 1024 + 10, 0x61), type: 'application/json' };
  if (r < 0.94) return { body: Buffer.from(Array.from({ length: 64 }, () => Math.floor(random() * 256))), type: 'application/json' };
  return { body: JSON.stringify({ value: hugeString() }), type: 'application/json' };
}

/** A path segment from any text; a lone surrogate becomes the invalid UTF-8 it would be. */
function segment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** Header values must be bytes without NUL, CR or LF, or fetch refuses to send them. */
function headerSafe(text: string): string {
  return text.replace(/[^\x20-\x7e\x80-\xff\t]/g, '?');
}

function pathFor(url: string): string {
  return url
    .split('/')
    .map((part) => {
      if (part === '*') return pick(['', 'a', 'en/information/about', '..%2f..%2fetc', segment(pick(STRINGS)), 'x'.repeat(600)]);
      if (!part.startsWith(':')) return part;
      const r = random();
      if (r < 0.4) return String(Math.floor(random() * 300));
      if (r < 0.6) return String(pick(NUMBERS));
      if (r < 0.9) return segment(pick(STRINGS)) || 'x';
      return 'x'.repeat(pick([100, 1000]));
    })
    .join('/');
}

function queryFor(schema: Schema | undefined): string {
  if (chance(0.3)) return '';
  const value = chance(0.6) ? mutate(fromSchema(schema)) : { [pick(['q', '__proto__[x]', 'id', 'limit'])]: randomScalar() };
  const params = new URLSearchParams();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) {
      const text = typeof v === 'string' ? v : JSON.stringify(v) ?? '';
      params.append(k, text.slice(0, 3000));
      if (chance(0.1)) params.append(k, text.slice(0, 50));
    }
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

function cookieFor(valid: string): string | undefined {
  const r = random();
  if (r < 0.35) return valid;
  if (r < 0.5) return undefined;
  return pick([
    'user_token=abc',
    `user_token=${'A'.repeat(43)}`,
    "user_token=' OR 1=1 --",
    'user_token=',
    `user_token=${segment(hugeString().slice(0, 3000))}`,
    'two_step=xyz; user_token=%00',
    'lang=zz; ua=%ff%fe',
    `${valid}; ${valid}`,
  ]);
}

function generate(route: RouteOptions, method: string, validCookie: string): Request {
  const schema = (route.schema ?? {}) as Record<string, Schema | undefined>;
  const headers: Record<string, string> = {};
  const cookie = cookieFor(validCookie);
  if (cookie) headers.cookie = headerSafe(cookie);
  if (chance(0.1)) headers['accept-language'] = headerSafe(pick(['ru', 'xx', '*', 'ru;q=abc', hugeString().slice(0, 2000)]));
  const req: Request = { method, url: pathFor(route.url) + queryFor(schema.querystring), headers };
  if (method !== 'GET' && method !== 'HEAD') {
    const { body, type } = bodyFor(schema.body);
    req.body = body;
    if (type) headers['content-type'] = type;
  }
  return req;
}

type Outcome = { status: number } | { hung: true; error: string };

async function send(base: string, req: Request, retries = 3): Promise<Outcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const res = await fetch(base + req.url, {
      method: req.method,
      headers: req.headers,
      ...(req.body !== undefined && { body: typeof req.body === 'string' ? req.body : new Uint8Array(req.body) }),
      signal: controller.signal,
      redirect: 'manual',
    });
    // a stream answers at once and never ends: its status is the answer
    if ((res.headers.get('content-type') ?? '').startsWith('text/event-stream')) await res.body?.cancel();
    else await res.arrayBuffer();
    return { status: res.status };
  } catch (e) {
    // the server closed a kept-alive socket the client had just reused (after a 413 or 431 Node
    // closes it): the request never reached a route, so it is sent again once the pool has seen
    // the close (a short pause), at most `retries` times
    const cause = String((e as Error).cause ?? e);
    if (retries > 0 && !controller.signal.aborted && /other side closed|ECONNRESET|socket hang up/i.test(cause)) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      return send(base, req, retries - 1);
    }
    return { hung: true, error: controller.signal.aborted ? `no answer in ${TIMEOUT_MS} ms` : String((e as Error).cause ?? e) };
  } finally {
    clearTimeout(timer);
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'site-fuzz-'));
  const database = createDb(join(dir, 'fuzz.sqlite'));
  await migrateToLatest(database.db);
  const built = existsSync(join('dist', 'index.production.html'));
  const app = createServer({});
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await registerServer(app, {
    database,
    distDir: built ? 'dist' : join('test', 'server', 'fixtures', 'shell-build'),
    importMapsDir: built ? 'import-maps' : join('test', 'server', 'fixtures', 'import-maps'),
    production: true,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  // A fresh funded player for every route (the fuzzed requests may sign the previous one out),
  // made through the services, not POST /web-api/auth/register: registration is rate limited
  // per address (30 an hour), so after the 30th route every "valid" cookie would have been
  // empty and the routes behind sign-in fuzzed as a guest only (401 for everything).
  const newPlayer = async (): Promise<string> => {
    const { userId } = await app.users.register({ regType: 'fast_reg', passwordHash: 'not-a-hash', currencyId: 1, countryId: 66, bonusChoice: 0 });
    const accountId = await app.accounts.mainAccountId(userId);
    if (accountId) await app.ledger.post({ accountId, amountMinor: 1_000_000, kind: 'deposit', ref: 'fuzz' });
    const { token } = await app.sessions.create(userId, false);
    return `user_token=${token}`;
  };

  const table: { route: string; statuses: Map<number, number>; failures: string[] }[] = [];
  let overTime = false;
  for (const route of routes) {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' && [route.method].flat().includes('GET')) continue;
      const row = { route: `${method} ${route.url}`, statuses: new Map<number, number>(), failures: [] as string[] };
      table.push(row);
      const validCookie = await newPlayer();
      const requests = Array.from({ length: PER_ROUTE }, () => generate(route, method, validCookie));
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < requests.length) {
            if (Date.now() - started > TIME_MS) {
              overTime = true;
              return;
            }
            const req = requests[next++] as Request;
            const outcome = await send(base, req);
            if ('hung' in outcome) {
              row.failures.push(`${req.method} ${req.url.slice(0, 120)}: ${outcome.error}`);
              row.statuses.set(0, (row.statuses.get(0) ?? 0) + 1);
              continue;
            }
            row.statuses.set(outcome.status, (row.statuses.get(outcome.status) ?? 0) + 1);
            if (outcome.status >= 500) row.failures.push(`${req.method} ${req.url.slice(0, 120)} (${String(req.body ?? '').slice(0, 120)}): ${outcome.status}`);
          }
        }),
      );
    }
  }
  await app.close();
  await database.destroy();
  rmSync(dir, { recursive: true, force: true });

  const width = Math.max(...table.map((r) => r.route.length));
  const total = table.reduce((n, r) => n + [...r.statuses.values()].reduce((a, b) => a + b, 0), 0);
  process.stdout.write(`fuzz: ${table.length} routes, ${total} requests, seed ${SEED}, ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  for (const row of table) {
    const statuses = [...row.statuses.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s === 0 ? 'hung' : s}:${n}`).join(' ');
    process.stdout.write(`${row.route.padEnd(width)}  ${statuses}\n`);
  }
  const failures = table.flatMap((r) => r.failures.map((f) => `${r.route}: ${f}`));
  for (const f of failures.slice(0, 50)) process.stdout.write(`FAIL ${f}\n`);
  if (failures.length > 0) {
    process.stdout.write(`fuzz: ${failures.length} requests answered 5xx or hung\n`);
    return 1;
  }
  if (overTime) {
    process.stdout.write(`fuzz: stopped after FUZZ_TIME_MS=${TIME_MS}\n`);
    return 2;
  }
  process.stdout.write('fuzz: no 5xx, no hung request\n');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`fuzz failed to run: ${String((e as Error).stack ?? e)}\n`);
    process.exit(3);
  },
);

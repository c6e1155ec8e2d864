// The operator CLI as operators run it: a separate process on the same SQLite file. Spawning
// costs about two seconds each, so only three tests spawn; the rest call runCli in-process.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Db } from '../../server/db/create-db';
import { migrateToLatest } from '../../server/db/migrate';
import { runCli } from '../../server/admin/cli';
import { buildServices } from '../../server/app';

// Creating databases and hashing passwords is slow on a loaded machine; no assertion depends on time.
jest.setTimeout(30_000);

const root = join(__dirname, '..', '..');

function cli(dbUrl: string, ...args: string[]) {
  const r = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['server/admin/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: dbUrl },
    encoding: 'utf8',
  });
  return { code: r.status, out: r.stdout.trim(), err: r.stderr.trim() };
}

async function inProcess(...args: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(args, (s) => { out += s; }, (s) => { err += `${s}\n`; });
  return { code, out, err: err.trim() };
}

describe('operator CLI', () => {
  let dir: string;
  let url: string;
  let database: Db;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'site-cli-'));
    url = join(dir, 'site.sqlite');
    database = createDb(url);
    await migrateToLatest(database.db);
    process.env.DATABASE_URL = url;
  });
  afterAll(async () => {
    await database.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  test('credit posts a ledger deposit on the main account in its currency and prints JSON', async () => {
    const services = await buildServices({ database, tokenSecret: 'x' });
    const { userId } = await services.users.register({ regType: 'fast_reg', passwordHash: 'scrypt$x', currencyId: 1, countryId: 1, bonusChoice: 0 });
    const r = cli(url, 'credit', String(userId), '25.50');
    expect(r.code).toBe(0);
    const body = JSON.parse(r.out);
    expect(body).toMatchObject({ userId, currency: 'RUB', amount: 25.5, balance: 25.5 });
    expect(await services.ledger.balanceMinor(body.accountId)).toBe(2550);
    expect(await services.ledger.sumMinor(body.accountId)).toBe(2550);
    const tooPrecise = await inProcess('credit', String(userId), '1.001');
    expect(tooPrecise.code).toBe(2);
    expect(tooPrecise.err).toMatch(/more decimals than RUB/);
    expect(await services.ledger.balanceMinor(body.accountId)).toBe(2550);
    await services.close();
  });

  test('user shows a player with the referral tags he registered with; seo set/show/delete work on the pattern table', async () => {
    const services = await buildServices({ database, tokenSecret: 'x' });
    const { userId } = await services.users.register({ regType: 'fast_reg', passwordHash: 'scrypt$x', currencyId: 1, countryId: 1, bonusChoice: 0 });
    await services.referrals.record(userId, { ref: 'r100', pid: 'p9', subid: '<bad>' });
    const shown = await inProcess('user', String(userId));
    expect(shown.code).toBe(0);
    expect(JSON.parse(shown.out)).toMatchObject({ userId, referralTags: { pid: 'p9', ref: 'r100' } });
    expect((await inProcess('user', '999999')).code).toBe(2);
    expect((await inProcess('seo', 'set', '/en/line/*', '{"title":"All the line"}')).code).toBe(0);
    expect(JSON.parse((await inProcess('seo', 'show', '/en/line/1')).out)).toMatchObject({ title: 'All the line' });
    expect((await inProcess('seo', 'set', 'no-slash', '{"title":"x"}')).code).toBe(2);
    expect((await inProcess('seo', 'set', '/en/x', '{"bad":1}')).code).toBe(2);
    expect((await inProcess('seo', 'delete', '/en/line/*')).code).toBe(0);
    expect((await services.seo.patterns()).length).toBe(0);
    await services.close();
  });

  test('flag, block and terms-bump write what the server reads', async () => {
    const flag = cli(url, 'flag', 'auth.registrationAllowed', 'false');
    expect(JSON.parse(flag.out)).toEqual({ group: 'auth', key: 'registrationAllowed', value: false });
    const block = await inProcess('block', '4', '--country', 'de');
    expect(JSON.parse(block.out)).toMatchObject({ reason: 4, country: 'DE', statusPage: 'site-updates' });
    const terms = await inProcess('terms-bump');
    expect(JSON.parse(terms.out)).toMatchObject({ version: 1 });
    const services = await buildServices({ database, tokenSecret: 'x' });
    expect(await services.blocks.resolve({ country: 'de', ip: '127.0.0.1', userAgent: '' })).toBe(4);
    expect((await services.terms.latest()).version).toBe(1);
    await services.close();
    const row = await database.db.selectFrom('site_config').selectAll().where('key', '=', 'registrationAllowed').executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toBe(false);
  });

  test('bad arguments exit 2 with one line on stderr and touch nothing', async () => {
    const spawned = cli(url, 'ban', 'x', '1');
    expect(spawned).toMatchObject({ code: 2, out: '' });
    expect(spawned.err).toBe('ban: userId must be a positive integer, got "x"');
    const cases = [['nope'], [], ['credit', '1'], ['credit', '1', '-5'], ['flag', 'nogroup.x', '1'], ['flag', 'auth.x', '{bad'], ['ban', '1', '-1'], ['maintenance', '2030-01-02T00:00:00Z', '2030-01-01T00:00:00Z'], ['maintenance', 'tomorrow', '2030-01-01T00:00:00Z'], ['block', '99'], ['block', '1', '--cidr', '300.1.1.1/8'], ['block', '1', '--planet', 'mars'], ['redirect', 'nopath', '/x'], ['ban', '999999', '1'], ['two-step-code', '1']];
    for (const args of cases) {
      const r = await inProcess(...args);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err.split('\n')).toHaveLength(1);
    }
  });
});

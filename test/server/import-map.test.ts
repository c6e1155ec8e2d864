// The import-map service (issue 20) through a real listening server: the new URL is fetched
// from the server's own /assets/ before the map switches to it, writes need the deploy token,
// every earlier map is kept, rollback, the page inlines the live map, concurrent deploys and
// two instances on one database.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Dialect } from '../../server/db/create-db';
import { StaleVersionError } from '../../server/plugins/app/import-maps/service';
import { createTestDb, type TestDb, testDialects } from './helper';

jest.setTimeout(30_000);

const TOKEN = 'test-deploy-token';
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const bundle = (deps: string[], body = 'x') =>
  `System.register(${JSON.stringify(deps)}, function (e) { return { execute: function () { e('v', ${JSON.stringify(body)}); } }; });\n`;

const REACT = bundle([], 'react');
const HEADER_V1 = bundle(['react', '@site/bus'], 'header 1');
const BUS = bundle(['rxjs'].slice(1), 'bus');
const BUILD_MAP = {
  imports: {
    react: '/assets/react.r1.js',
    '@site/bus': '/assets/site-bus.b1.js',
    '@site/parcel-header': '/assets/site-parcel-header.h1.js',
  },
  integrity: { '/assets/react.r1.js': sri(REACT), '/assets/site-bus.b1.js': sri(BUS), '/assets/site-parcel-header.h1.js': sri(HEADER_V1) },
};

interface Site {
  dist: string;
  maps: string;
  base: string;
  app: FastifyInstance;
  asset(name: string, text: string): { url: string; integrity: string };
  call(
    method: string,
    path: string,
    body?: unknown,
    token?: string | null,
    headers?: Record<string, string>,
  ): Promise<{ status: number; json: any; headers: Headers }>;
}

function makeBuild(map: object = BUILD_MAP): { dist: string; maps: string } {
  const root = mkdtempSync(join(tmpdir(), 'site-import-map-'));
  const dist = join(root, 'dist');
  const maps = join(root, 'import-maps');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(maps);
  writeFileSync(join(dist, 'assets', 'react.r1.js'), REACT);
  writeFileSync(join(dist, 'assets', 'site-bus.b1.js'), BUS);
  writeFileSync(join(dist, 'assets', 'site-parcel-header.h1.js'), HEADER_V1);
  const html = `<!doctype html><html><head><title>T</title><link rel="preload" as="script" href="/assets/site-parcel-header.h1.js" integrity="${sri(HEADER_V1)}"><script type="systemjs-importmap">${JSON.stringify(map)}</script></head><body><script id="site-boot" type="application/json"><!--boot-data--></script><main><!--content--></main></body></html>`;
  writeFileSync(join(dist, 'index.production.html'), html);
  writeFileSync(join(maps, 'production.json'), JSON.stringify(map));
  writeFileSync(join(maps, 'development.json'), JSON.stringify(map));
  return { dist, maps };
}

async function startSite(db: TestDb, build: { dist: string; maps: string }, production = true, verifyOrigin?: string): Promise<Site> {
  const app = await buildApp({
    database: db.database,
    distDir: build.dist,
    importMapsDir: build.maps,
    production,
    deployToken: TOKEN,
    ...(verifyOrigin && { deployVerifyOrigin: verifyOrigin }),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ...build,
    base: address,
    app,
    asset(name, text) {
      writeFileSync(join(build.dist, 'assets', name), text);
      return { url: `/assets/${name}`, integrity: sri(text) };
    },
    async call(method, path, body, token = TOKEN, extra = {}) {
      const headers: Record<string, string> = { ...extra };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await fetch(address + path, { method, headers, ...(body !== undefined && { body: JSON.stringify(body) }) });
      const text = await res.text();
      let json: unknown = text;
      try {
        json = JSON.parse(text);
      } catch {
        // HTML
      }
      return { status: res.status, json, headers: res.headers };
    },
  };
}

describe.each(testDialects())('import-map service on %s', (dialect: Dialect) => {
  let db: TestDb;
  let site: Site;
  beforeEach(async () => {
    db = await createTestDb(dialect);
    site = await startSite(db, makeBuild());
  });
  afterEach(async () => {
    await site.app.close();
    await db.drop();
    rmSync(join(site.dist, '..'), { recursive: true, force: true });
  });

  const live = async () => (await site.call('GET', '/import-map.json?env=production')).json;
  const versions = async () =>
    (await site.call('GET', '/import-map/history?env=production')).json.versions as Array<{ id: number; action: string }>;

  test('the build seeds the map; it is served whole, never cached, and inlined into the page with its preloads', async () => {
    const res = await site.call('GET', '/import-map.json?env=production');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.json).toEqual(BUILD_MAP);
    expect(await versions()).toEqual([expect.objectContaining({ id: 1, action: 'seed' })]);

    const v2 = site.asset('site-parcel-header.h2.js', bundle(['react', '@site/bus'], 'header 2'));
    expect((await site.call('PATCH', '/import-map/services?env=production', { service: '@site/parcel-header', ...v2 })).status).toBe(200);
    const page = await site.call('GET', '/');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const inlined = /<script type="systemjs-importmap">([^<]*)<\/script>/.exec(page.json as string);
    expect(JSON.parse(inlined?.[1] as string).imports['@site/parcel-header']).toBe(v2.url);
    expect(page.json).toContain(`<link rel="preload" as="script" href="${v2.url}" integrity="${v2.integrity}">`);
    expect(page.json).not.toContain('href="/assets/site-parcel-header.h1.js"');
    // the legacy address serves the live map too
    expect((await site.call('GET', '/import-maps/production.json')).json.imports['@site/parcel-header']).toBe(v2.url);
  });

  test('a write without the deploy token answers 401 and changes nothing', async () => {
    const v2 = site.asset('site-parcel-header.h2.js', bundle(['react'], 'header 2'));
    for (const token of [null, 'wrong-token']) {
      const res = await site.call('PATCH', '/import-map/services?env=production', { service: '@site/parcel-header', ...v2 }, token);
      expect(res.status).toBe(401);
      expect(res.json.errors[0].code).toBe('deploy.unauthorized');
    }
    expect((await site.call('DELETE', '/import-map/services/react?env=production', undefined, null)).status).toBe(401);
    expect((await site.call('POST', '/import-map/rollback?env=production', { id: 1 }, null)).status).toBe(401);
    expect(await live()).toEqual(BUILD_MAP);
    expect(await versions()).toHaveLength(1);
  });

  test('a deploy switches one entry after checking the URL and its integrity; every earlier map is kept', async () => {
    const v2 = site.asset('site-parcel-header.h2.js', bundle(['react', '@site/bus'], 'header 2'));
    const res = await site.call('PATCH', '/import-map/services?env=production', { service: '@site/parcel-header', ...v2 });
    expect(res.status).toBe(200);
    expect(res.json.imports).toEqual({ ...BUILD_MAP.imports, '@site/parcel-header': v2.url });
    expect(res.json.integrity[v2.url]).toBe(v2.integrity);
    expect(await live()).toEqual(res.json);
    const history = (await site.call('GET', '/import-map/history?env=production')).json.versions;
    expect(history.map((v: { id: number; action: string; service: string | null }) => [v.id, v.action, v.service])).toEqual([
      [2, 'deploy', '@site/parcel-header'],
      [1, 'seed', null],
    ]);
    expect(history[1].map).toEqual(BUILD_MAP);
  });

  test('a wrong integrity, a URL answering 404 or nothing at all is refused and changes nothing', async () => {
    const v2 = site.asset('site-parcel-header.h2.js', bundle(['react'], 'header 2'));
    const wrong = await site.call('PATCH', '/import-map/services?env=production', {
      service: '@site/parcel-header',
      url: v2.url,
      integrity: sri('other bytes'),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors[0]).toMatchObject({ code: 'import_map.integrity_mismatch', meta: { url: v2.url } });

    const missing = await site.call('PATCH', '/import-map/services?env=production', {
      service: '@site/parcel-header',
      url: '/assets/nowhere.js',
      integrity: v2.integrity,
    });
    expect(missing.status).toBe(422);
    expect(missing.json.errors[0]).toMatchObject({ code: 'import_map.unreachable', meta: { url: '/assets/nowhere.js', status: 404 } });

    const down = await site.call('PATCH', '/import-map/services?env=production', {
      service: '@site/parcel-header',
      url: 'http://127.0.0.1:9/h.js',
      integrity: v2.integrity,
    });
    expect(down.status).toBe(422);
    expect(down.json.errors[0]).toMatchObject({ code: 'import_map.unreachable', meta: { status: 0 } });

    const badChunk = await site.call('PATCH', '/import-map/services?env=production', {
      service: '@site/parcel-header',
      ...v2,
      chunks: { '/assets/site-parcel-header-chunk.c1.js': v2.integrity },
    });
    expect(badChunk.status).toBe(422);

    expect(await live()).toEqual(BUILD_MAP);
    expect(await versions()).toHaveLength(1);
  });

  test('a unit importing shared dependencies the map lacks is refused with their names', async () => {
    const v2 = site.asset('site-parcel-header.h3.js', bundle(['react', '@site/stores', './chunk.js', 'mobx'], 'header 3'));
    const res = await site.call('PATCH', '/import-map/services?env=production', { service: '@site/parcel-header', ...v2 });
    expect(res.status).toBe(422);
    expect(res.json.errors[0]).toMatchObject({
      code: 'import_map.missing_dependencies',
      meta: { service: '@site/parcel-header', names: '@site/stores, mobx' },
    });
    expect(await live()).toEqual(BUILD_MAP);
  });

  test('rollback puts one unit back in one step, or the whole map of a version; delete removes a unit', async () => {
    const v2 = site.asset('site-parcel-header.h2.js', bundle(['react'], 'header 2'));
    const bus2 = site.asset('site-bus.b2.js', bundle([], 'bus 2'));
    await site.call('PATCH', '/import-map/services?env=production', { service: '@site/parcel-header', ...v2 });
    await site.call('PATCH', '/import-map/services?env=production', { service: '@site/bus', ...bus2 });

    const back = await site.call('POST', '/import-map/rollback?env=production', { service: '@site/parcel-header' });
    expect(back.status).toBe(200);
    expect(back.json.imports).toEqual({ ...BUILD_MAP.imports, '@site/bus': bus2.url });

    const whole = await site.call('POST', '/import-map/rollback?env=production', { id: 1 });
    expect(whole.json).toEqual(BUILD_MAP);
    expect((await site.call('POST', '/import-map/rollback?env=production', { service: 'react' })).json.errors[0].code).toBe(
      'import_map.no_previous',
    );
    expect((await site.call('POST', '/import-map/rollback?env=production', { id: 99 })).status).toBe(404);

    const removed = await site.call('DELETE', '/import-map/services/@site%2Fbus?env=production');
    expect(removed.status).toBe(200);
    expect(removed.json.imports['@site/bus']).toBeUndefined();
    expect((await site.call('DELETE', '/import-map/services/nothing?env=production')).json.errors[0].code).toBe(
      'import_map.unknown_service',
    );
    expect((await versions()).map((v) => v.action)).toEqual(['remove', 'rollback', 'rollback', 'deploy', 'deploy', 'seed']);
  });

  test('two concurrent deploys of different units both land', async () => {
    const header = site.asset('site-parcel-header.h2.js', bundle(['react'], 'header 2'));
    const bus = site.asset('site-bus.b2.js', bundle([], 'bus 2'));
    const results = await Promise.all([
      site.call('PATCH', '/import-map/services?env=production', { service: '@site/parcel-header', ...header }),
      site.call('PATCH', '/import-map/services?env=production', { service: '@site/bus', ...bus }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect((await live()).imports).toEqual({ ...BUILD_MAP.imports, '@site/parcel-header': header.url, '@site/bus': bus.url });
  });

  test('deploys through two instances on one database both land, and each serves the other one`s', async () => {
    const other = await startSite(db, { dist: site.dist, maps: site.maps });
    try {
      const header = site.asset('site-parcel-header.h2.js', bundle(['react'], 'header 2'));
      const bus = site.asset('site-bus.b2.js', bundle([], 'bus 2'));
      const units = ['one', 'two', 'three'].map((n) => site.asset(`site-extra-${n}.js`, bundle(['react'], n)));
      await Promise.all([
        site.call('PATCH', '/import-map/services?env=production', { service: '@site/parcel-header', ...header }),
        other.call('PATCH', '/import-map/services?env=production', { service: '@site/bus', ...bus }),
        ...units.map((u, i) =>
          (i % 2 ? site : other).call('PATCH', '/import-map/services?env=production', { service: `@site/extra-${i}`, ...u }),
        ),
      ]);
      const seen = (await other.call('GET', '/import-map.json?env=production')).json.imports;
      expect(seen).toEqual({
        ...BUILD_MAP.imports,
        '@site/parcel-header': header.url,
        '@site/bus': bus.url,
        '@site/extra-0': units[0]?.url,
        '@site/extra-1': units[1]?.url,
        '@site/extra-2': units[2]?.url,
      });
      expect(await live()).toEqual((await other.call('GET', '/import-map.json?env=production')).json);
      expect(await versions()).toHaveLength(6);
    } finally {
      await other.app.close();
    }
  });

  test('the conditional write refuses a stale version and writes nothing', async () => {
    const current = await site.app.importMaps.current('production');
    expect(current?.version).toBe(1);
    const map = { imports: { react: '/assets/react.other.js' } };
    await site.app.importMaps.write('production', 1, { map, action: 'deploy', service: 'react' });
    await expect(site.app.importMaps.write('production', 1, { map: BUILD_MAP, action: 'deploy', service: 'react' })).rejects.toBeInstanceOf(
      StaleVersionError,
    );
    expect(await live()).toEqual(map);
  });

  test('a restart on the same build keeps the deploys; a new build is seeded over them', async () => {
    const v2 = site.asset('site-parcel-header.h2.js', bundle(['react'], 'header 2'));
    await site.call('PATCH', '/import-map/services?env=production', { service: '@site/parcel-header', ...v2 });
    await site.app.close();
    site = await startSite(db, { dist: site.dist, maps: site.maps });
    expect((await live()).imports['@site/parcel-header']).toBe(v2.url);

    const rebuilt = { ...BUILD_MAP, imports: { ...BUILD_MAP.imports, react: '/assets/react.r2.js' } };
    writeFileSync(join(site.maps, 'production.json'), JSON.stringify(rebuilt));
    // production reads the database only: the new build counts from the next start
    expect((await live()).imports['@site/parcel-header']).toBe(v2.url);
    await site.app.close();
    site = await startSite(db, { dist: site.dist, maps: site.maps });
    expect(await live()).toEqual(rebuilt);
    expect((await versions()).map((v) => v.action)).toEqual(['seed', 'deploy', 'seed']);

    // the same sources built again (same map, a new builtAt): a new release too, since the
    // build emptied dist/assets/ of the deployed files
    const v3 = site.asset('site-parcel-header.h3.js', bundle(['react'], 'header 3'));
    await site.call('PATCH', '/import-map/services?env=production', { service: '@site/parcel-header', ...v3 });
    await site.app.close();
    site = await startSite(db, { dist: site.dist, maps: site.maps });
    expect((await live()).imports['@site/parcel-header']).toBe(v3.url);
    await site.app.close();
    writeFileSync(join(site.dist, 'version.json'), JSON.stringify({ version: 'v', builtAt: '2026-11-25T01:00:00.000Z' }));
    site = await startSite(db, { dist: site.dist, maps: site.maps });
    expect(await live()).toEqual(rebuilt);
    expect((await versions()).map((v) => v.action)).toEqual(['seed', 'deploy', 'seed', 'deploy', 'seed']);
  });

  test('hashed files are immutable for a year; version.json (the update notice) changes with a deploy', async () => {
    const asset = await fetch(`${site.base}/assets/react.r1.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const before = (await site.call('GET', '/version.json')).json.version;
    const v2 = site.asset('site-parcel-header.h2.js', bundle(['react'], 'header 2'));
    await site.call('PATCH', '/import-map/services?env=production', { service: '@site/parcel-header', ...v2 });
    const after = await site.call('GET', '/version.json');
    expect(after.headers.get('cache-control')).toBe('no-cache');
    expect(after.json.version).not.toBe(before);
  });

  test('in development (npm run dev) a rebuild of the map is seeded when next read', async () => {
    await site.app.close();
    site = await startSite(db, { dist: site.dist, maps: site.maps }, false);
    expect(await site.call('GET', '/import-map.json').then((r) => r.json)).toEqual(BUILD_MAP);
    const rebuilt = { ...BUILD_MAP, imports: { ...BUILD_MAP.imports, react: '/assets/react.r2.js' } };
    writeFileSync(join(site.maps, 'development.json'), JSON.stringify(rebuilt));
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(site.maps, 'development.json'), later, later);
    expect(await site.call('GET', '/import-map.json').then((r) => r.json)).toEqual(rebuilt);
  });

  test('a write with If-Match applies only to that version: a stale one answers 412 and changes nothing', async () => {
    const etag = (await site.call('GET', '/import-map.json?env=production')).headers.get('etag') as string;
    expect(etag).toBe('"production-1"');
    const v2 = site.asset('site-parcel-header.h2.js', bundle(['react'], 'header 2'));
    const v3 = site.asset('site-parcel-header.h3.js', bundle(['react'], 'header 3'));
    const first = await site.call('PATCH', '/import-map/services?env=production', { service: '@site/parcel-header', ...v2 }, TOKEN, {
      'if-match': etag,
    });
    expect(first.status).toBe(200);
    const stale = await site.call('PATCH', '/import-map/services?env=production', { service: '@site/parcel-header', ...v3 }, TOKEN, {
      'if-match': etag,
    });
    expect(stale.status).toBe(412);
    expect(stale.json.errors[0]).toMatchObject({ code: 'import_map.stale_version', meta: { version: 2 } });
    const staleRollback = await site.call('POST', '/import-map/rollback?env=production', { id: 1 }, TOKEN, { 'if-match': etag });
    expect(staleRollback.status).toBe(412);
    expect((await live()).imports['@site/parcel-header']).toBe(v2.url);
    expect(await versions()).toHaveLength(2);
    const bad = await site.call('DELETE', '/import-map/services/react?env=production', undefined, TOKEN, { 'if-match': 'yesterday' });
    expect(bad.status).toBe(400);
  });

  test('DEPLOY_VERIFY_ORIGIN: a relative URL is checked at that origin instead of the request`s', async () => {
    const elsewhere = makeBuild();
    const v2 = site.asset('site-parcel-header.h2.js', bundle(['react'], 'header 2'));
    // this instance does not have the file; the origin it is told to check does
    const other = await startSite(db, elsewhere, true, site.base);
    const plain = await startSite(db, elsewhere);
    try {
      expect((await plain.call('PATCH', '/import-map/services?env=production', { service: '@site/parcel-header', ...v2 })).status).toBe(
        422,
      );
      expect((await other.call('PATCH', '/import-map/services?env=production', { service: '@site/parcel-header', ...v2 })).status).toBe(
        200,
      );
    } finally {
      await other.app.close();
      await plain.app.close();
      rmSync(join(elsewhere.dist, '..'), { recursive: true, force: true });
    }
  });
});

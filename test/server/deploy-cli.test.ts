// `npm run deploy` (scripts/deploy.mjs, issue 20) as a command: its arguments and environment
// are checked with clear messages (exit 2), a refusal of the import-map service is reported
// with its code (exit 1) and changes nothing.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import aws4 from 'aws4';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { createTestDb, type TestDb } from './helper';

jest.setTimeout(60_000);

const root = process.cwd();

function deploy(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/deploy.mjs', ...args], { cwd: root, env: { PATH: process.env.PATH, ...env } });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.stdout.on('data', (d) => (stdout += d));
    child.on('close', (code) => resolve({ code, stderr, stdout }));
  });
}

const ENV = { DEPLOY_URL: 'http://127.0.0.1:9', DEPLOY_TOKEN: 't' };
const S3_ENV = {
  CDN_S3_BUCKET: 'site-assets',
  CDN_S3_ENDPOINT: 'http://127.0.0.1:9',
  CDN_S3_REGION: 'eu-central-1',
  CDN_S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  CDN_S3_SECRET_ACCESS_KEY: 'secret',
};

interface Put {
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A stand-in S3 bucket on 127.0.0.1: records every request, answers `status`. */
async function fakeBucket(status: () => number): Promise<{ endpoint: string; puts: Put[]; close(): Promise<void> }> {
  const puts: Put[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      puts.push({ url: `${req.method} ${req.url}`, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = status();
      res.end(res.statusCode === 200 ? '' : '<Error><Code>AccessDenied</Code></Error>');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, puts, close: () => new Promise((r) => server.close(() => r())) };
}

test.each([
  [[], 'which unit? name one'],
  [['parcel-header', 'parcel-footer'], 'one unit at a time'],
  [['no-such-unit'], 'no unit "no-such-unit"; the units are: react'],
  [['parcel-header', '--env', 'staging'], '--env must be production or development, got "staging"'],
  [['parcel-header', '--env'], '--env must be production or development, got nothing'],
  [['parcel-header', '--force'], 'unknown option --force'],
])('deploy %j is refused with exit 2: %s', async (args, message) => {
  const res = await deploy(args, ENV);
  expect(res.code).toBe(2);
  expect(res.stderr).toContain(message);
  expect(res.stderr).toContain('usage: npm run deploy -- <unit>');
});

test.each([
  [{ DEPLOY_TOKEN: 't' }, 'DEPLOY_URL is not set'],
  [{ DEPLOY_URL: 'not a url', DEPLOY_TOKEN: 't' }, 'DEPLOY_URL is not a URL'],
  [{ DEPLOY_URL: 'http://127.0.0.1:9' }, 'DEPLOY_TOKEN is not set'],
  [{ ...ENV, CDN_S3_BUCKET: 'b' }, 'CDN_S3_ENDPOINT, CDN_S3_REGION, CDN_S3_ACCESS_KEY_ID, CDN_S3_SECRET_ACCESS_KEY are not set'],
  [{ ...ENV, ...S3_ENV, CDN_S3_REGION: '' }, 'an S3 origin needs all of CDN_S3_*: CDN_S3_REGION is not set'],
  [{ ...ENV, ...S3_ENV, CDN_S3_ENDPOINT: 'nope' }, 'CDN_S3_ENDPOINT is not a URL'],
])('a missing or unsupported setting is named (%j)', async (env, message) => {
  const res = await deploy(['--rollback', '@site/parcel-header'], env);
  expect(res.code).toBe(2);
  expect(res.stderr).toContain(message);
});

test('a site that does not answer is reported, exit 1', async () => {
  const res = await deploy(['--rollback', 'parcel-header'], ENV);
  expect(res.code).toBe(1);
  expect(res.stderr).toContain('the import-map service at http://127.0.0.1:9 did not answer');
});

describe('against a running site', () => {
  let db: TestDb;
  let app: FastifyInstance;
  let url: string;
  const work = mkdtempSync(join(tmpdir(), 'site-deploy-cli-'));
  const cdn = join(work, 'dist', 'assets');
  beforeAll(async () => {
    mkdirSync(cdn, { recursive: true });
    mkdirSync(join(work, 'import-maps'));
    // a map without the header's shared dependencies (react, @site/stores...)
    writeFileSync(
      join(work, 'import-maps', 'production.json'),
      JSON.stringify({ imports: { '@site/bus': '/assets/site-bus.x.js' }, integrity: {} }),
    );
    db = await createTestDb('sqlite');
    app = await buildApp({
      database: db.database,
      distDir: join(work, 'dist'),
      importMapsDir: join(work, 'import-maps'),
      production: true,
      deployToken: 'right',
    });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
    rmSync(work, { recursive: true, force: true });
  });

  test('a wrong token: 401 reported, nothing changed', async () => {
    const res = await deploy(['--rollback', 'parcel-header'], { DEPLOY_URL: url, DEPLOY_TOKEN: 'wrong' });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('was refused (401): deploy.unauthorized');
  });

  test('a unit whose shared dependencies the map lacks is refused with their names; the map stays as it was', async () => {
    const res = await deploy(['parcel-header'], { DEPLOY_URL: url, DEPLOY_TOKEN: 'right', CDN_DIR: cdn });
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/refused \(422\): import_map\.missing_dependencies: @site\/parcel-header imports .*react/);
    // the files were uploaded (content-hashed, harmless), with their compressed copies
    const files = readdirSync(cdn);
    expect(files.some((f) => /^site-parcel-header\.[\w-]+\.js$/.test(f))).toBe(true);
    expect(files.some((f) => /^site-parcel-header\.[\w-]+\.js\.gz$/.test(f))).toBe(true);
    expect(files.some((f) => /^site-parcel-header\.[\w-]+\.js\.br$/.test(f))).toBe(true);
    expect((await app.importMaps.history('production')).map((v) => v.action)).toEqual(['seed']);
  });

  test('with CDN_S3_* every file and its .gz/.br copy is a signed path-style PUT to the bucket', async () => {
    const bucket = await fakeBucket(() => 200);
    try {
      const res = await deploy(['parcel-header'], { DEPLOY_URL: url, DEPLOY_TOKEN: 'right', ...S3_ENV, CDN_S3_ENDPOINT: bucket.endpoint });
      // uploaded, then refused by the map (its shared dependencies are missing): the PUTs happened first
      expect(res.stderr).toContain('import_map.missing_dependencies');
      const entry = bucket.puts.find((p) => /^PUT \/site-assets\/site-parcel-header\.[\w-]+\.js$/.test(p.url));
      expect(entry).toBeDefined();
      expect(bucket.puts.some((p) => p.url === `${entry?.url}.gz` && p.headers['content-encoding'] === 'gzip')).toBe(true);
      expect(bucket.puts.some((p) => p.url === `${entry?.url}.br` && p.headers['content-encoding'] === 'br')).toBe(true);
      for (const put of bucket.puts) {
        expect(put.url.startsWith('PUT /site-assets/')).toBe(true);
        expect(put.headers.authorization).toMatch(
          /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*x-amz-content-sha256[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
        );
        expect(put.headers['x-amz-content-sha256']).toBe(createHash('sha256').update(put.body).digest('hex'));
        expect(put.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
        // the signature is right for the request as the bucket received it
        const signed = /SignedHeaders=([^,]+)/.exec(put.headers.authorization ?? '')?.[1]?.split(';') ?? [];
        const headers = Object.fromEntries(signed.filter((h) => h !== 'host').map((h) => [h, String(put.headers[h])]));
        const again = aws4.sign(
          {
            host: put.headers.host,
            path: put.url.slice('PUT '.length),
            method: 'PUT',
            service: 's3',
            region: 'eu-central-1',
            body: put.body,
            headers,
          },
          { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
        );
        expect((again.headers as Record<string, string>).Authorization).toBe(put.headers.authorization);
        expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(put.headers['content-type']).toMatch(/^application\/(javascript|json)/);
      }
    } finally {
      await bucket.close();
    }
  });

  test('a 403 from the bucket stops the deploy before the map changes', async () => {
    const bucket = await fakeBucket(() => 403);
    try {
      const before = await app.importMaps.history('production');
      const res = await deploy(['parcel-header'], { DEPLOY_URL: url, DEPLOY_TOKEN: 'right', ...S3_ENV, CDN_S3_ENDPOINT: bucket.endpoint });
      expect(res.code).toBe(1);
      expect(res.stderr).toMatch(/PUT http:\/\/127\.0\.0\.1:\d+\/site-assets\/site-parcel-header\.[\w-]+\.js was refused \(403\)/);
      expect(res.stderr).toContain('the import map was not changed');
      // the first refusal stops it: one PUT, no PATCH
      expect(bucket.puts).toHaveLength(1);
      expect(await app.importMaps.history('production')).toEqual(before);
    } finally {
      await bucket.close();
    }
  });
});

describe('the names a unit imports, against the live libraries (exports manifests)', () => {
  let db: TestDb;
  let app: FastifyInstance;
  let url: string;
  const work = mkdtempSync(join(tmpdir(), 'site-deploy-exports-'));
  const cdn = join(work, 'dist', 'assets');
  // the live rxjs bundle's manifest, as the build writes it beside the bundle
  const manifest = (exports: string[]) =>
    writeFileSync(join(cdn, 'rxjs.x.exports.json'), JSON.stringify({ unit: 'rxjs', exports, complete: false }));
  beforeAll(async () => {
    mkdirSync(cdn, { recursive: true });
    mkdirSync(join(work, 'import-maps'));
    // @site/bus imports Subject and filter from rxjs, and names from @site/api (no manifest here)
    writeFileSync(
      join(work, 'import-maps', 'production.json'),
      JSON.stringify({ imports: { rxjs: '/assets/rxjs.x.js', '@site/api': '/assets/site-api.x.js' }, integrity: {} }),
    );
    db = await createTestDb('sqlite');
    app = await buildApp({ database: db.database, distDir: join(work, 'dist'), importMapsDir: join(work, 'import-maps'), production: true, deployToken: 'right' });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
    rmSync(work, { recursive: true, force: true });
  });

  test('a unit importing a name the live library does not export is refused with the name, before any upload', async () => {
    manifest(['Subject']);
    const res = await deploy(['bus'], { DEPLOY_URL: url, DEPLOY_TOKEN: 'right', CDN_DIR: cdn });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain("@site/bus imports names the live map's libraries do not export: rxjs (filter)");
    expect(readdirSync(cdn).filter((f) => f.startsWith('site-bus.'))).toEqual([]);
    expect((await app.importMaps.history('production')).map((v) => v.action)).toEqual(['seed']);
  });

  test('when the live library exports every name it imports, the unit is deployed with its own manifest', async () => {
    manifest(['Subject', 'filter', 'map']);
    const res = await deploy(['bus'], { DEPLOY_URL: url, DEPLOY_TOKEN: 'right', CDN_DIR: cdn });
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('not checked (no exports manifest beside the live bundle): @site/api');
    const live = (await app.importMaps.live('production'))?.map.imports['@site/bus'];
    expect(live).toMatch(/^\/assets\/site-bus\.[\w-]+\.js$/);
    const own = JSON.parse(readFileSync(join(cdn, String(live).slice('/assets/'.length).replace(/\.js$/, '.exports.json')), 'utf8'));
    expect(own).toMatchObject({ unit: '@site/bus', complete: true });
    expect(own.exports).toContain('getBus');
  });
});

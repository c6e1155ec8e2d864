#!/usr/bin/env node
// npm run deploy -- <unit> [--env production|development]
// npm run deploy -- --rollback <unit> [--env production|development]
//
// Builds only that unit (its rollup config from rollup.config.mjs), uploads its content-hashed
// files with .gz/.br copies to the CDN origin (CDN_DIR, default dist/assets/, served by the
// site under /assets/ or by any static server at CDN_BASE_URL; an S3-compatible bucket with
// signed PUTs when all of CDN_S3_* are set), then points the unit's entry
// of the live import map at the new file through the import-map service at DEPLOY_URL
// (PATCH /import-map/services with its SRI integrity, Authorization: Bearer DEPLOY_TOKEN).
// The service fetches the file and checks it before it switches. Before anything is uploaded,
// every name the bundle imports from a library of the live map must be in that library's
// exports manifest (<bundle>.exports.json beside it, written by the build: vendor bundles
// export only the names the units of their build import), else the deploy is refused (exit 1).
// --rollback puts the unit back to the URL it had before, in one step.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import aws4 from 'aws4';
import { rollup } from 'rollup';
import { createConfigs } from '../rollup.config.mjs';
import { sri } from './build/import-map.mjs';
import { collectImports, exportsManifest, exportsUrlOf, missingNames } from './build/library-exports.mjs';
import { siteUnits, vendors } from './build/units.mjs';

export class UsageError extends Error {}
export class DeployError extends Error {}

const USAGE = `usage: npm run deploy -- <unit> [--env production|development]
       npm run deploy -- --rollback <unit> [--env production|development]
environment: DEPLOY_URL (the site, e.g. http://127.0.0.1:8080), DEPLOY_TOKEN,
             CDN_DIR (default dist/assets), CDN_BASE_URL (default /assets/),
             or an S3-compatible bucket: all of CDN_S3_BUCKET, CDN_S3_ENDPOINT, CDN_S3_REGION,
             CDN_S3_ACCESS_KEY_ID, CDN_S3_SECRET_ACCESS_KEY`;

/** The command line, checked: {unit, env, rollback}. */
export function parseArgs(argv, root = process.cwd()) {
  let env = 'production';
  let rollback = false;
  const positional = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--rollback') rollback = true;
    else if (arg === '--env' || arg.startsWith('--env=')) {
      env = arg === '--env' ? argv[++i] : arg.slice('--env='.length);
      if (env !== 'production' && env !== 'development')
        throw new UsageError(`--env must be production or development, got ${env === undefined ? 'nothing' : `"${env}"`}`);
    } else if (arg === '--help' || arg === '-h') throw new UsageError('');
    else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`);
    else positional.push(arg);
  }
  if (positional.length !== 1)
    throw new UsageError(positional.length ? `one unit at a time, got ${positional.join(', ')}` : 'which unit? name one');
  const known = [...vendors.map((v) => v.name), ...siteUnits(root).map((u) => u.name)];
  const wanted = positional[0];
  const unit = known.find((name) => name === wanted || name === `@site/${wanted}`);
  if (!unit) throw new UsageError(`no unit "${wanted}"; the units are: ${known.join(', ')}`);
  return { unit, env, rollback };
}

/** Settings from the environment, checked. */
export function readDeployEnv(env = process.env, root = process.cwd()) {
  const url = env.DEPLOY_URL;
  if (!url) throw new UsageError('DEPLOY_URL is not set: the site whose import map to change, e.g. http://127.0.0.1:8080');
  try {
    new URL(url);
  } catch {
    throw new UsageError(`DEPLOY_URL is not a URL: "${url}"`);
  }
  if (!env.DEPLOY_TOKEN) throw new UsageError('DEPLOY_TOKEN is not set: the token the site was started with');
  const s3 = readS3Env(env);
  const base = env.CDN_BASE_URL || '/assets/';
  return {
    url: url.replace(/\/+$/, ''),
    token: env.DEPLOY_TOKEN,
    cdnDir: resolve(root, env.CDN_DIR || 'dist/assets'),
    base: base.endsWith('/') ? base : `${base}/`,
    ...(s3 && { s3 }),
  };
}

export const S3_VARIABLES = ['CDN_S3_BUCKET', 'CDN_S3_ENDPOINT', 'CDN_S3_REGION', 'CDN_S3_ACCESS_KEY_ID', 'CDN_S3_SECRET_ACCESS_KEY'];

/** The S3-compatible origin: all of CDN_S3_* or none (null); a partial set names what is missing. */
export function readS3Env(env = process.env) {
  const set = S3_VARIABLES.filter((k) => env[k]);
  if (set.length === 0) return null;
  const missing = S3_VARIABLES.filter((k) => !env[k]);
  if (missing.length)
    throw new UsageError(`an S3 origin needs all of CDN_S3_*: ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not set`);
  try {
    new URL(env.CDN_S3_ENDPOINT);
  } catch {
    throw new UsageError(`CDN_S3_ENDPOINT is not a URL: "${env.CDN_S3_ENDPOINT}"`);
  }
  return {
    bucket: env.CDN_S3_BUCKET,
    endpoint: env.CDN_S3_ENDPOINT.replace(/\/+$/, ''),
    region: env.CDN_S3_REGION,
    accessKeyId: env.CDN_S3_ACCESS_KEY_ID,
    secretAccessKey: env.CDN_S3_SECRET_ACCESS_KEY,
  };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const contentTypeOf = (name) => (/\.(map|json)$/.test(name) ? 'application/json' : 'application/javascript; charset=utf-8');

/** The files of one build with their .gz/.br copies, as the origin stores them: {key, body, headers}. */
export function objectsOf(built) {
  const objects = [];
  for (const name of [...built.files.map((f) => f.file), ...built.maps]) {
    const buf = readFileSync(join(built.outDir, name));
    const type = contentTypeOf(name);
    objects.push({ key: name, body: buf, headers: { 'Content-Type': type } });
    objects.push({ key: `${name}.gz`, body: gzipSync(buf, { level: 9 }), headers: { 'Content-Type': type, 'Content-Encoding': 'gzip' } });
    objects.push({
      key: `${name}.br`,
      body: brotliCompressSync(buf, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      headers: { 'Content-Type': type, 'Content-Encoding': 'br' },
    });
  }
  return objects;
}

/**
 * Uploads every file (and its .gz/.br copies) to the S3-compatible bucket: one signed PUT each
 * (AWS Signature V4, path-style `${endpoint}/${bucket}/${key}`, Cache-Control immutable). Any
 * refusal stops the deploy before the import map is touched.
 */
export async function uploadS3(built, s3, fetcher = fetch) {
  const uploaded = [];
  const endpoint = new URL(s3.endpoint);
  const prefix = endpoint.pathname.replace(/\/+$/, '');
  for (const { key, body, headers } of objectsOf(built)) {
    const path = `${prefix}/${encodeURIComponent(s3.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
    const request = aws4.sign(
      {
        host: endpoint.host,
        path,
        method: 'PUT',
        service: 's3',
        region: s3.region,
        body,
        headers: {
          ...headers,
          'Cache-Control': IMMUTABLE,
          'Content-Length': String(body.length),
          'X-Amz-Content-Sha256': createHash('sha256').update(body).digest('hex'),
        },
      },
      { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    );
    const target = `${endpoint.protocol}//${endpoint.host}${path}`;
    let res;
    try {
      const sent = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([k]) => !/^(host|content-length)$/i.test(k))
          .map(([k, v]) => [k, String(v)]),
      );
      res = await fetcher(target, { method: 'PUT', headers: sent, body });
    } catch (err) {
      throw new DeployError(`the S3 origin at ${s3.endpoint} did not answer: ${err.cause?.message ?? err.message}`);
    }
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      throw new DeployError(`PUT ${target} was refused (${res.status}): ${text.slice(0, 200)}; the import map was not changed`);
    }
    uploaded.push(key);
  }
  return uploaded;
}

/**
 * Builds one unit into a new temporary folder: its entry file and chunks (content-hashed names),
 * source maps and its exports manifest (in `maps`: uploaded as they are), and `imports`: library
 * -> the names it imports (null: all).
 */
export async function buildUnit(unit, { root = process.cwd(), env = 'production' } = {}) {
  const outDir = mkdtempSync(join(tmpdir(), 'site-deploy-'));
  const config = createConfigs({ root, production: env === 'production', outDir }).find((c) => c.meta.unit === unit);
  if (!config) throw new UsageError(`no rollup config for ${unit}`);
  const { output, ...rest } = config;
  const input = { ...rest };
  delete input.meta;
  const bundle = await rollup(input);
  const { output: chunks } = await bundle.write(output);
  await bundle.close();
  const files = chunks.filter((c) => c.type === 'chunk').map((c) => ({ file: c.fileName, entry: c.isEntry }));
  const maps = chunks.filter((c) => c.type === 'asset').map((c) => c.fileName);
  const entry = chunks.find((c) => c.type === 'chunk' && c.isEntry);
  if (entry) {
    const manifest = exportsUrlOf(entry.fileName);
    writeFileSync(join(outDir, manifest), JSON.stringify(exportsManifest(unit, entry.exports, config.meta.complete)) + '\n');
    maps.push(manifest);
  }
  const libraries = [...vendors.map((v) => v.name), ...siteUnits(root).map((u) => u.name)].filter((n) => n !== unit);
  return { outDir, files, maps, imports: collectImports(chunks, libraries) };
}

/** Copies the built files, their source maps and .gz/.br copies to the CDN directory; existing names are left alone (same name, same bytes). */
export function upload(built, cdnDir) {
  mkdirSync(cdnDir, { recursive: true });
  const uploaded = [];
  for (const name of [...built.files.map((f) => f.file), ...built.maps]) {
    const from = join(built.outDir, name);
    const buf = readFileSync(from);
    const copies = [
      [name, () => copyFileSync(from, join(cdnDir, name))],
      [`${name}.gz`, () => writeFileSync(join(cdnDir, `${name}.gz`), gzipSync(buf, { level: 9 }))],
      [
        `${name}.br`,
        () => writeFileSync(join(cdnDir, `${name}.br`), brotliCompressSync(buf, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })),
      ],
    ];
    for (const [file, write] of copies) {
      if (existsSync(join(cdnDir, file))) continue;
      write();
      uploaded.push(file);
    }
  }
  return uploaded;
}

async function call(settings, method, path, body) {
  let res;
  try {
    res = await fetch(settings.url + path, {
      method,
      headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (err) {
    throw new DeployError(`the import-map service at ${settings.url} did not answer: ${err.cause?.message ?? err.message}`);
  }
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  if (!res.ok) {
    const errors = json?.errors ?? [];
    const why = errors.length ? errors.map((e) => `${e.code}: ${e.detail}`).join('; ') : text.slice(0, 200);
    throw new DeployError(`${method} ${path} was refused (${res.status}): ${why}`);
  }
  return json;
}

/**
 * Refuses (DeployError) a bundle importing a name that the library the live map points at does
 * not export, by that library's exports manifest. A library the map lacks is left to the
 * service (import_map.missing_dependencies); one without a manifest (a build older than the
 * manifests) is named as not checked.
 */
export async function checkImports(unit, built, settings, env, log = console.log) {
  let map;
  try {
    const res = await fetch(`${settings.url}/import-map.json?env=${env}`);
    if (!res.ok) throw new Error(`answered ${res.status}`);
    map = await res.json();
  } catch (err) {
    throw new DeployError(`the live import map at ${settings.url} could not be read: ${err.cause?.message ?? err.message}`);
  }
  const refused = [];
  const unchecked = [];
  for (const [library, names] of built.imports) {
    const url = map?.imports?.[library];
    if (typeof url !== 'string') continue;
    const manifestUrl = new URL(exportsUrlOf(url), `${settings.url}/`).href;
    const manifest = await fetch(manifestUrl)
      .then((r) => (r.ok ? r.json() : null))
      .catch(() => null);
    if (!manifest || !Array.isArray(manifest.exports)) {
      unchecked.push(library);
      continue;
    }
    const missing = missingNames(names, manifest.complete === true ? null : new Set(manifest.exports));
    if (missing.length) refused.push(`${library} (${missing.join(', ')})`);
  }
  if (unchecked.length) log(`not checked (no exports manifest beside the live bundle): ${unchecked.join(', ')}`);
  if (refused.length)
    throw new DeployError(
      `${unit} imports names the live map's libraries do not export: ${refused.join('; ')}; nothing was uploaded and the import map was not changed`,
    );
}

/** Builds, uploads and switches one unit; resolves to {url, uploaded, map}. */
export async function deployUnit({ unit, env }, settings, { root = process.cwd(), log = console.log } = {}) {
  const built = await buildUnit(unit, { root, env });
  try {
    const entry = built.files.find((f) => f.entry);
    if (!entry) throw new DeployError(`building ${unit} produced no entry file`);
    await checkImports(unit, built, settings, env, log);
    const integrityOf = (file) => sri(readFileSync(join(built.outDir, file)));
    const uploaded = settings.s3 ? await uploadS3(built, settings.s3) : upload(built, settings.cdnDir);
    log(`uploaded ${uploaded.length} files to ${settings.s3 ? `${settings.s3.endpoint}/${settings.s3.bucket}` : settings.cdnDir}`);
    const url = settings.base + entry.file;
    const chunks = Object.fromEntries(built.files.filter((f) => !f.entry).map((f) => [settings.base + f.file, integrityOf(f.file)]));
    const body = { service: unit, url, integrity: integrityOf(entry.file), ...(Object.keys(chunks).length && { chunks }) };
    const map = await call(settings, 'PATCH', `/import-map/services?env=${env}`, body);
    log(`${unit} -> ${url} in the ${env} import map`);
    return { url, uploaded, map };
  } finally {
    rmSync(built.outDir, { recursive: true, force: true });
  }
}

/** Puts the unit back to its previous URL; resolves to the new map. */
export async function rollbackUnit({ unit, env }, settings, { log = console.log } = {}) {
  const map = await call(settings, 'POST', `/import-map/rollback?env=${env}`, { service: unit });
  log(`${unit} -> ${map.imports[unit] ?? '(removed)'} in the ${env} import map`);
  return map;
}

export async function main(argv = process.argv.slice(2), env = process.env, root = process.cwd()) {
  try {
    const args = parseArgs(argv, root);
    const settings = readDeployEnv(env, root);
    if (args.rollback) await rollbackUnit(args, settings);
    else await deployUnit(args, settings, { root });
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(err.message ? `deploy: ${err.message}\n${USAGE}` : USAGE);
      return 2;
    }
    console.error(`deploy: ${err instanceof DeployError ? err.message : (err?.stack ?? err)}`);
    return 1;
  }
}

if (resolve(process.argv[1] ?? '') === resolve(new URL(import.meta.url).pathname)) {
  main().then((code) => process.exit(code));
}

#!/usr/bin/env node
// npm run build: every unit with rollup (SystemJS format, content-hashed names), then the import
// maps with SRI, the page shells, precompressed copies, version.json, the Node engine bundle and
// the server compiled to dist/server/main.mjs (npm run serve).
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import * as esbuild from 'esbuild';
import { rollup } from 'rollup';
import { createConfigs } from '../rollup.config.mjs';
import { buildImportMap } from './build/import-map.mjs';
import { collectImports, exportsManifest, exportsUrlOf, missingNames, sameNames } from './build/library-exports.mjs';
import { siteUnits, vendors } from './build/units.mjs';
import { readTemplate, renderIndexHtml } from './build/html.mjs';
import { buildServer } from './build/server.mjs';
import { loadTheme } from './build/theme.mjs';

export async function build({ root = process.cwd(), production = true, log = console.log } = {}) {
  const dist = join(root, 'dist');
  const assets = join(dist, 'assets');
  rmSync(assets, { recursive: true, force: true });
  mkdirSync(assets, { recursive: true });
  const started = Date.now();

  const entries = {};
  const critical = [];
  const files = [];
  /** unit -> {exports: Set, complete} of its entry, for the manifests and the check below. */
  const exported = new Map();
  const record = (meta, chunks) => {
    for (const chunk of chunks) {
      if (chunk.type !== 'chunk') continue;
      files.push(chunk.fileName);
      if (!chunk.isEntry) continue;
      entries[meta.unit] = chunk.fileName;
      exported.set(meta.unit, { exports: new Set(chunk.exports), complete: meta.complete });
      if (meta.critical) critical.push(`/assets/${chunk.fileName}`);
    }
  };
  const libraries = [...vendors.map((v) => v.name), ...siteUnits(root).map((u) => u.name)];
  /** Each built unit's output: what it imports from the libraries. */
  const outputs = new Map();

  // The units nobody imports by name first (parcels and the root config, two at a time: the
  // machines here have two cores): what they import from each library (vendor or shared-deps/)
  // decides what that library's bundle exports.
  const queue = createConfigs({ root, production, outDir: assets }).filter((c) => !c.meta.library);
  async function worker() {
    for (let config = queue.shift(); config; config = queue.shift()) {
      const { meta, output, ...input } = config;
      const bundle = await rollup(input);
      const { output: chunks } = await bundle.write(output);
      await bundle.close();
      record(meta, chunks);
      outputs.set(meta.unit, chunks);
    }
  }
  await Promise.all([worker(), worker()]);

  // Then the libraries, each exporting only the union of the names imported from it (by the
  // units and by the other libraries, e.g. mobx-react-lite from mobx, @site/ui from
  // @site/stores): rebuilt until every library exports exactly what is imported from it (their
  // imports form a shallow DAG: a few rounds).
  const libraryNames = createConfigs({ root, production, outDir: assets })
    .filter((c) => c.meta.library)
    .map((c) => c.meta.unit);
  // A development build keeps every export: a unit pointed by an import-map override at a local
  // bundle may import any name.
  const wanted = () => {
    if (!production) return new Map(libraryNames.map((name) => [name, null]));
    const union = new Map();
    for (const chunks of outputs.values()) collectImports(chunks, libraryNames, union);
    // Our own libraries are cut to size too (issue 21): a unit deployed later that imports a
    // name the live bundle does not export is refused by the deploy (scripts/deploy.mjs), so
    // it cannot break. A library whose API is a contract with code built elsewhere keeps it
    // whole (unit.json "keepExports").
    for (const unit of siteUnits(root)) if (unit.keepExports) union.delete(unit.name);
    return union;
  };
  /** What a library exports (null: everything, also when no unit imports it by name). */
  const namesOf = (union, name) => (union.has(name) ? union.get(name) : null);
  const builtWith = new Map();
  const bundles = new Map();
  for (let round = 1; ; round++) {
    const union = wanted();
    const stale = libraryNames.filter((name) => !bundles.has(name) || !sameNames(builtWith.get(name), namesOf(union, name)));
    if (stale.length === 0) break;
    if (round > 10) throw new Error(`the library exports do not settle: ${stale.join(', ')}`);
    const configs = createConfigs({ root, production, outDir: assets, libraryExports: union }).filter((c) => stale.includes(c.meta.unit));
    const libraryQueue = [...configs];
    const libraryWorker = async () => {
      for (let config = libraryQueue.shift(); config; config = libraryQueue.shift()) {
        const { meta, output, ...input } = config;
        await bundles.get(meta.unit)?.bundle.close();
        const bundle = await rollup(input);
        const { output: chunks } = await bundle.generate(output);
        bundles.set(meta.unit, { bundle, meta, output });
        builtWith.set(meta.unit, namesOf(union, meta.unit));
        outputs.set(meta.unit, chunks);
      }
    };
    await Promise.all([libraryWorker(), libraryWorker()]);
  }
  for (const { bundle, meta, output } of bundles.values()) {
    const { output: chunks } = await bundle.write(output);
    await bundle.close();
    record(meta, chunks);
  }
  // Every name a unit imports is exported by the bundle the map gives it (a missing one would
  // be undefined at run time, not an error), and each entry's manifest is written beside it.
  for (const [unit, chunks] of outputs) {
    for (const [library, names] of collectImports(chunks, libraries)) {
      const lib = exported.get(library);
      const missing = lib ? missingNames(names, lib.complete ? null : lib.exports) : [];
      if (missing.length) throw new Error(`${unit} imports ${missing.join(', ')} from ${library}, which its bundle does not export`);
    }
  }
  for (const [unit, { exports, complete }] of exported) {
    writeFileSync(join(assets, exportsUrlOf(entries[unit])), JSON.stringify(exportsManifest(unit, exports, complete)) + '\n');
  }

  // SystemJS and import-map-overrides are loaded by plain script tags, hashed like the rest.
  const copyHashed = (from, stem) => {
    const buf = readFileSync(from);
    const name = `${stem}.${createHash('sha256').update(buf).digest('hex').slice(0, 8)}.js`;
    copyFileSync(from, join(assets, name));
    files.push(name);
    return `/assets/${name}`;
  };
  const nm = join(root, 'node_modules');
  const loader = copyHashed(join(nm, 'systemjs/dist/system.min.js'), 'systemjs');
  const overrides = {
    api: copyHashed(join(nm, 'import-map-overrides/dist/import-map-overrides-api.js'), 'import-map-overrides-api'),
    full: copyHashed(join(nm, 'import-map-overrides/dist/import-map-overrides.js'), 'import-map-overrides'),
  };

  const importMap = buildImportMap(entries, files, assets);
  const guard = await esbuild.build({
    entryPoints: [join(root, 'root-config/src/override-guard.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'SiteOverrideGuard',
    minify: true,
    target: 'es2019',
  });
  const guardScript = guard.outputFiles[0].text.trim();
  const theme = await loadTheme(root);
  const template = readTemplate(join(root, 'root-config/index.html'));
  mkdirSync(join(root, 'import-maps'), { recursive: true });
  for (const env of ['development', 'production']) {
    writeFileSync(join(root, 'import-maps', `${env}.json`), JSON.stringify(importMap, null, 2) + '\n');
    writeFileSync(join(dist, `index.${env}.html`), renderIndexHtml({ template, env, importMap, critical, loader, overrides, guardScript, theme }));
  }

  for (const file of readdirSync(assets)) {
    if (!/\.(js|css|json|map)$/.test(file)) continue;
    const buf = readFileSync(join(assets, file));
    writeFileSync(join(assets, `${file}.gz`), gzipSync(buf, { level: 9 }));
    writeFileSync(join(assets, `${file}.br`), brotliCompressSync(buf, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
  }
  const version = createHash('sha256').update(JSON.stringify(importMap.imports)).digest('hex').slice(0, 12);
  writeFileSync(join(dist, 'version.json'), JSON.stringify({ version, builtAt: new Date().toISOString() }) + '\n');

  // The pure engine for Node (scripts/calc.mjs and other CLIs).
  if (existsSync(join(root, 'shared-deps/betting/src/index.ts'))) {
    await esbuild.build({
      entryPoints: [join(root, 'shared-deps/betting/src/index.ts')],
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      outfile: join(dist, 'node/betting.mjs'),
      logLevel: 'error',
    });
  }
  // The server as JavaScript for `npm run serve` (only production dependencies needed).
  const server = await buildServer({ root });
  log(`built the server: ${server.file}`);
  log(`built ${Object.keys(entries).length} units (${files.length} files) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { entries, importMap, critical, loader, overrides };
}

if (resolve(process.argv[1] ?? '') === resolve(new URL(import.meta.url).pathname)) {
  build({ production: process.env.NODE_ENV !== 'development' }).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

// Rollup configs for every unit: each vendor library and each of our units is its own
// SystemJS module, with every other unit external (resolved at run time by the import map).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import { fileStem, siteUnits, vendors } from './scripts/build/units.mjs';

const require = createRequire(import.meta.url);

/**
 * A module `x.ts` with a sibling `x.browser.ts` is built from the sibling, and a folder `x/`
 * with an `index.browser.ts` from that (the browser's variant, e.g. @site/i18n's dictionaries:
 * shared-deps/i18n/src/locales/bundled.browser.ts; a parcel's lazy words: src/locales/index.browser.ts).
 */
function browserVariants() {
  return {
    name: 'browser-variants',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.') || importer.startsWith('\0')) return null;
      const base = resolve(dirname(importer), source);
      return [`${base}.browser.ts`, join(base, 'index.browser.ts')].find((variant) => existsSync(variant)) ?? null;
    },
  };
}
const VIRTUAL = '\0vendor-entry:';

/**
 * A virtual entry re-exporting a library: every export, or only `names` (a Set: the union of
 * the names the units import, so rollup drops the rest). CommonJS libraries are re-exported name
 * by name from their CJS (and as the default, which other vendor bundles import).
 */
function vendorEntryPlugin(vendor, names) {
  return {
    name: 'vendor-entry',
    resolveId: (id) => (id === VIRTUAL + vendor.name ? id : null),
    load(id) {
      if (id !== VIRTUAL + vendor.name) return null;
      if (vendor.kind === 'esm') {
        if (names) return names.size ? `export { ${[...names].sort().join(', ')} } from '${vendor.name}';` : `import '${vendor.name}';`;
        return `export * from '${vendor.name}';${vendor.default ? ` export { default } from '${vendor.name}';` : ''}`;
      }
      const all = Object.keys(require(vendor.name)).filter((k) => k !== 'default' && k !== '__esModule' && /^[A-Za-z_$][\w$]*$/.test(k));
      const kept = names ? all.filter((k) => names.has(k)) : all;
      return `import m from '${vendor.name}';\nexport default m;\n${kept.length ? `export const { ${kept.join(', ')} } = m;\n` : ''}`;
    },
  };
}

/** A virtual entry re-exporting only `names` of one of our shared libraries (shared-deps/). */
function sharedEntryPlugin(unit, names) {
  return {
    name: 'shared-entry',
    resolveId: (id) => (id === VIRTUAL + unit.name ? id : null),
    load(id) {
      if (id !== VIRTUAL + unit.name) return null;
      const from = JSON.stringify(unit.input);
      return names.size ? `export { ${[...names].sort().join(', ')} } from ${from};` : `import ${from};`;
    },
  };
}

/**
 * `libraryExports`: library name (a vendor, or one of shared-deps/) -> the Set of names its
 * bundle exports (null or absent: every export); scripts/build.mjs computes it from what the
 * units import. Libraries are the units other units import by name; parcels and the root
 * config are only mounted, so they always export everything.
 */
export function createConfigs({ root = process.cwd(), production = true, outDir = 'dist/assets', libraryExports = new Map() } = {}) {
  const units = siteUnits(root);
  const allNames = [...vendors.map((v) => v.name), ...units.map((u) => u.name)];
  const env = production ? 'production' : 'development';
  const plugins = () => [
    browserVariants(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify(env) } }),
    nodeResolve({ browser: true, exportConditions: [env, 'browser', 'import', 'default'], extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs({ include: /node_modules/ }),
    esbuild({ target: 'es2022', jsx: 'automatic', minify: production, tsconfig: `${root}/tsconfig.json`, legalComments: 'none' }),
  ];
  const output = (name) => ({
    dir: outDir,
    format: 'system',
    entryFileNames: `${fileStem(name)}.[hash].js`,
    chunkFileNames: `${fileStem(name)}-[name].[hash].js`,
    sourcemap: true,
    hoistTransitiveImports: false,
  });
  const external = (self) => (id) => id !== self && allNames.includes(id);
  const quiet = (warning, warn) => {
    if (warning.code === 'THIS_IS_UNDEFINED' || warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'SOURCEMAP_ERROR') return;
    warn(warning);
  };
  return [
    ...vendors.map((v) => ({
      input: VIRTUAL + v.name,
      external: external(v.name),
      plugins: [vendorEntryPlugin(v, libraryExports.get(v.name) ?? null), ...plugins()],
      output: output(v.name),
      onwarn: quiet,
      meta: { unit: v.name, critical: v.critical, library: true, complete: !libraryExports.get(v.name) },
    })),
    ...units.map((u) => {
      const library = u.dir.startsWith('shared-deps');
      const names = library ? (libraryExports.get(u.name) ?? null) : null;
      return {
        input: names ? VIRTUAL + u.name : u.input,
        // A lazy chunk may import from the entry what the entry does not export itself: the
        // entry then exports it too, instead of becoming a facade over a second file that the
        // boot would fetch one round trip later.
        preserveEntrySignatures: 'allow-extension',
        external: external(u.name),
        plugins: [...(names ? [sharedEntryPlugin(u, names)] : []), ...plugins()],
        output: output(u.name),
        onwarn: quiet,
        meta: { unit: u.name, critical: u.critical, library, complete: !names },
      };
    }),
  ];
}

export default createConfigs({ production: process.env.NODE_ENV !== 'development' });

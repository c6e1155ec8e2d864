// Bundles bench/monolith/main.tsx with esbuild into a minified, tree-shaken production ES
// module, split where the sources split (a dynamic import() - the languages other than the
// page's, the lazily loaded parts - becomes a chunk fetched when used, as in any real
// monolith), and writes an index.html with the shell's CSS (taken from root-config/index.html).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import * as esbuild from 'esbuild';

export interface MonolithBuild {
  /** dist/bench-monolith */
  dir: string;
  /** The entry's file name inside dir/assets. */
  script: string;
  /** The entry and its chunks, raw and gzipped. */
  bytes: number;
  gzipBytes: number;
  chunks: number;
}

/** The shell template's inline <style>, so both variants paint the same page. */
export function shellCss(template: string): string {
  const m = /<style>[\s\S]*?<\/style>/.exec(template);
  if (!m) throw new Error('root-config/index.html has no <style> block');
  return m[0];
}

export function monolithHtml(css: string, scriptUrl: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=1024">
    <title>Demo Bet: sports betting and casino (demo, monolith)</title>
    ${css}
  </head>
  <body>
    <div id="site-root"><div id="site-loading-bar"></div><div id="site-layout"><main class="site-ssr"></main></div></div>
    <script type="module" src="${scriptUrl}"></script>
  </body>
</html>
`;
}

/**
 * The shell build's rule (rollup.config.mjs browserVariants), for esbuild: a relative import of
 * `x` is built from `x.browser.ts` or `x/index.browser.ts` when one exists (the browser's
 * variant: English bundled, the other languages lazy chunks).
 */
const browserVariants: esbuild.Plugin = {
  name: 'browser-variants',
  setup(b) {
    b.onResolve({ filter: /^\./ }, (args) => {
      const base = resolve(args.resolveDir, args.path);
      const path = [`${base}.browser.ts`, join(base, 'index.browser.ts')].find((variant) => existsSync(variant));
      return path ? { path } : undefined;
    });
  },
};

export async function buildMonolith(root: string): Promise<MonolithBuild> {
  const dir = join(root, 'dist', 'bench-monolith');
  const assets = join(dir, 'assets');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(assets, { recursive: true });
  const result = await esbuild.build({
    entryPoints: [join(root, 'bench/monolith/main.tsx')],
    outdir: assets,
    entryNames: 'monolith.[hash]',
    chunkNames: 'monolith-chunk.[hash]',
    bundle: true,
    write: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: 'es2022',
    minify: true,
    treeShaking: true,
    jsx: 'automatic',
    legalComments: 'none',
    conditions: ['production', 'browser'],
    define: { 'process.env.NODE_ENV': '"production"' },
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'error',
    metafile: true,
    plugins: [browserVariants],
  });
  const outputs = Object.entries(result.metafile.outputs).filter(([f]) => f.endsWith('.js'));
  // the entry by its name: esbuild marks dynamically imported chunks as entry points too
  const entry = outputs.find(([f]) => basename(f).startsWith('monolith.'));
  if (!entry) throw new Error('esbuild wrote no script');
  const script = basename(entry[0]);
  let bytes = 0;
  let gzipBytes = 0;
  for (const [file] of outputs) {
    const name = basename(file);
    const code = readFileSync(join(assets, name));
    // Precompressed like the shell's bundles (scripts/build.mjs), so the server sends both alike.
    const gz = gzipSync(code, { level: 9 });
    writeFileSync(join(assets, `${name}.gz`), gz);
    writeFileSync(join(assets, `${name}.br`), brotliCompressSync(code, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
    bytes += code.length;
    gzipBytes += gz.length;
  }
  const css = shellCss(readFileSync(join(root, 'root-config/index.html'), 'utf8'));
  writeFileSync(join(dir, 'index.html'), monolithHtml(css, `/bench-monolith/assets/${script}`));
  return { dir, script, bytes, gzipBytes, chunks: outputs.length };
}

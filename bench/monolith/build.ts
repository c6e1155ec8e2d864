// Bundles bench/monolith/main.tsx with esbuild into one minified, tree-shaken production
// script, and writes an index.html with the shell's CSS (taken from root-config/index.html).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import * as esbuild from 'esbuild';

export interface MonolithBuild {
  /** dist/bench-monolith */
  dir: string;
  /** The bundle's file name inside dir/assets. */
  script: string;
  bytes: number;
  gzipBytes: number;
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
    <script src="${scriptUrl}"></script>
  </body>
</html>
`;
}

export async function buildMonolith(root: string): Promise<MonolithBuild> {
  const dir = join(root, 'dist', 'bench-monolith');
  const assets = join(dir, 'assets');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(assets, { recursive: true });
  const result = await esbuild.build({
    entryPoints: [join(root, 'bench/monolith/main.tsx')],
    outdir: assets,
    entryNames: 'monolith.[hash]',
    bundle: true,
    write: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    treeShaking: true,
    jsx: 'automatic',
    legalComments: 'none',
    conditions: ['production', 'browser'],
    define: { 'process.env.NODE_ENV': '"production"' },
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'error',
    metafile: true,
  });
  const out = Object.keys(result.metafile.outputs).find((f) => f.endsWith('.js'));
  if (!out) throw new Error('esbuild wrote no script');
  const script = basename(out);
  const code = readFileSync(join(assets, script));
  // Precompressed like the shell's bundles (scripts/build.mjs), so the server sends both alike.
  const gz = gzipSync(code, { level: 9 });
  writeFileSync(join(assets, `${script}.gz`), gz);
  writeFileSync(join(assets, `${script}.br`), brotliCompressSync(code, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
  const css = shellCss(readFileSync(join(root, 'root-config/index.html'), 'utf8'));
  writeFileSync(join(dir, 'index.html'), monolithHtml(css, `/bench-monolith/assets/${script}`));
  return { dir, script, bytes: code.length, gzipBytes: gz.length };
}

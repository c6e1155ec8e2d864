import { join } from 'node:path';
import * as esbuild from 'esbuild';

/**
 * The server as plain JavaScript for `npm run serve` (issue 20): server/main.ts and everything
 * it imports from server/ and shared-deps/ (tsconfig paths) in one ES module,
 * dist/server/main.mjs; every npm package stays an import, resolved from node_modules at run
 * time, so `npm ci --omit=dev` is enough to run it (no tsx, no TypeScript).
 */
export async function buildServer({ root = process.cwd(), outDir = join(root, 'dist', 'server') } = {}) {
  const result = await esbuild.build({
    entryPoints: [join(root, 'server/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: join(root, 'tsconfig.json'),
    outfile: join(outDir, 'main.mjs'),
    sourcemap: true,
    metafile: true,
    legalComments: 'none',
    logLevel: 'error',
  });
  const external = new Set();
  for (const output of Object.values(result.metafile.outputs))
    for (const i of output.imports) if (i.external && !i.path.startsWith('node:')) external.add(i.path);
  return { file: join(outDir, 'main.mjs'), packages: [...external].sort() };
}

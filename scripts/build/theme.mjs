// The design system's stylesheet and pre-paint script for the page shell, from their one source
// (@site/ui's theme module, shared-deps/ui/src/theme/): bundled by esbuild and run here.
import { join } from 'node:path';
import * as esbuild from 'esbuild';

export async function loadTheme(root) {
  const out = await esbuild.build({
    entryPoints: [join(root, 'shared-deps/ui/src/theme/index.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    target: 'es2019',
  });
  const mod = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
  return { css: mod.themeCss(), prePaintScript: mod.prePaintDisplayScript() };
}

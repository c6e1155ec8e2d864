// The browser's @site/api must not carry TypeBox (bytes matter): index.ts re-exports schema
// files with `export type` only, and every module it loads at run time, followed through
// their own run-time imports, is free of it.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const SRC = resolve(__dirname, '..');

/** Relative modules a file loads at run time (not `import type` / `export type`). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^(import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms)) {
    if (m[2]) continue;
    out.push(m[3]!);
  }
  return out;
}

function resolveTs(from: string, spec: string): string {
  return join(dirname(from), `${spec}.ts`);
}

test('no module the browser loads from @site/api imports TypeBox', () => {
  const seen = new Set<string>();
  const offenders: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of runtimeImports(file)) {
      if (spec.includes('typebox')) offenders.push(file.slice(SRC.length + 1));
      else if (spec.startsWith('.')) visit(resolveTs(file, spec));
    }
  };
  visit(join(SRC, 'index.ts'));
  expect(offenders).toEqual([]);
  // the walk did reach the contracts' constants
  expect([...seen].some((f) => f.endsWith('line-constants.ts'))).toBe(true);
});

// The boot path (issue 21): the units the home page loads before its application mounts. Every
// one of them is critical JavaScript (bench:boot's critical_js_kb), so a unit joining it is a
// cost to see at review time, not only in the bench. Read from the sources: the static imports
// (`import`/`export ... from`, not `import type`, not `import()`; JSX: react/jsx-runtime) of the units the shell mounts
// for the home page, followed through each unit's own files and from unit to unit.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/**
 * What the shell mounts for the home page before the home app: the root config, the loading bar
 * it mounts itself (root-config/src/boot.ts), the home route's layout (parcels/layout-main) with
 * its header and footer, and the application. The coupon column loads after the home app mounts.
 */
const HOME_MOUNTS = [
  '@site/root-config',
  '@site/parcel-loading-bar',
  '@site/parcel-layout-main',
  '@site/parcel-header',
  '@site/parcel-footer',
  '@site/app-home',
];

/** The boot path today. A unit joining it (or leaving it) fails here: update the list knowingly. */
const BOOT_PATH = [
  '@site/api',
  '@site/app-home',
  '@site/betting',
  '@site/bus',
  '@site/i18n',
  '@site/parcel-footer',
  '@site/parcel-header',
  '@site/parcel-layout-main',
  '@site/parcel-loading-bar',
  '@site/root-config',
  '@site/routes',
  '@site/stores',
  '@site/ui',
  'i18next',
  'mobx',
  'mobx-react-lite',
  'react',
  'react-dom/client',
  'react-i18next',
  'react/jsx-runtime',
  'rxjs',
  'single-spa',
  'single-spa-react',
];

interface Unit {
  name: string;
  entry: string;
  critical: boolean;
}

function siteUnits(): Unit[] {
  const dirs = ['root-config', ...['shared-deps', 'parcels'].flatMap((d) => readdirSync(join(ROOT, d)).map((x) => join(d, x)))];
  return dirs
    .filter((d) => existsSync(join(ROOT, d, 'unit.json')))
    .map((d) => {
      const unit = JSON.parse(readFileSync(join(ROOT, d, 'unit.json'), 'utf8')) as { name: string; entry: string; critical?: boolean };
      return { name: unit.name, entry: join(ROOT, d, unit.entry), critical: unit.critical === true };
    });
}

const STATIC_IMPORT = /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"\n]+)['"]/g;

function resolveFile(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The bare names a unit's entry imports statically, through its own files. */
function bareImports(entry: string): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const todo = [entry];
  for (let file = todo.pop(); file; file = todo.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    // JSX compiles to imports of the automatic runtime
    if (file.endsWith('.tsx')) names.add('react/jsx-runtime');
    for (const [, typeOnly, spec] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (typeOnly || !spec) continue;
      if (spec.startsWith('.')) {
        const next = resolveFile(file, spec);
        if (next) todo.push(next);
      } else names.add(spec);
    }
  }
  return names;
}

let units: Unit[];
let vendorNames: string[];
let criticalVendors: string[];
let bootPath: string[];

beforeAll(async () => {
  units = siteUnits();
  // @ts-expect-error: a plain ES module of the build scripts, without types
  const { vendors } = (await import('../../scripts/build/units.mjs')) as { vendors: Array<{ name: string; critical?: boolean }> };
  vendorNames = vendors.map((v) => v.name);
  criticalVendors = vendors.filter((v) => v.critical).map((v) => v.name);
  const known = new Set([...vendorNames, ...units.map((u) => u.name)]);
  const path = new Set<string>();
  const todo = [...HOME_MOUNTS];
  for (let name = todo.pop(); name; name = todo.pop()) {
    if (path.has(name)) continue;
    path.add(name);
    const unit = units.find((u) => u.name === name);
    // a vendor library: a leaf here (its own imports of other vendors are the vendor's affair)
    if (!unit) continue;
    for (const spec of bareImports(unit.entry)) if (known.has(spec)) todo.push(spec);
  }
  bootPath = [...path].sort();
});

test('the units the home page loads before it mounts are the known ones (a new one is a cost to review)', () => {
  expect(bootPath).toEqual(BOOT_PATH);
});

test('every unit of ours on the boot path is preloaded (unit.json "critical"), and no other is', () => {
  const critical = units
    .filter((u) => u.critical)
    .map((u) => u.name)
    .sort();
  expect(critical).toEqual(bootPath.filter((n) => n.startsWith('@site/')));
});

test('every vendor library on the boot path is preloaded (scripts/build/units.mjs "critical")', () => {
  const missing = bootPath.filter((n) => vendorNames.includes(n) && !criticalVendors.includes(n));
  expect(missing).toEqual([]);
});

// The one declarative list of what the build makes (Grafana's sharedDependencies style).
// Vendor libraries: one SystemJS copy each, exporting the names the units import from them
// (scripts/build.mjs computes the union; a library deployed alone exports everything); our own
// shared-deps/ keep their whole API.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const vendors = [
  // React 19 ships CommonJS only (no UMD/System build): re-exported name by name from its CJS.
  { name: 'react', kind: 'cjs', critical: true },
  { name: 'react-dom', kind: 'cjs', critical: true },
  { name: 'react-dom/client', kind: 'cjs', critical: true },
  { name: 'react/jsx-runtime', kind: 'cjs', critical: true },
  { name: 'mobx', kind: 'esm', critical: true },
  // Checks at load that React has hooks and react-dom has unstable_batchedUpdates: both come
  // from the vendor bundles above through the import map.
  { name: 'mobx-react-lite', kind: 'esm', critical: true },
  // Every operator of rxjs is exported from its root since 7.2, so one bundle serves all.
  { name: 'rxjs', kind: 'esm', critical: true },
  { name: 'i18next', kind: 'esm', default: true, critical: true },
  // Parcels bind React to the one i18next instance (@site/i18n getI18n) with its
  // I18nextProvider; its own helpers (html-parse-stringify, the useSyncExternalStore shim)
  // are bundled in, react and i18next stay external.
  { name: 'react-i18next', kind: 'esm', critical: true },
  { name: 'single-spa', kind: 'esm', critical: true },
  { name: 'single-spa-react', kind: 'esm', default: true, critical: true },
];

/**
 * Our own units: every folder of shared-deps/, parcels/ and root-config/ with a unit.json
 * ({"name": "@site/...", "entry": "src/index.ts", "critical": bool, "keepExports": bool}) is built
 * on its own. A library's bundle exports only the names the units of the build import from it,
 * unless "keepExports": its whole API is a contract with code built elsewhere (@site/bus: the
 * events and publishExternal of remote front-ends).
 */
export function siteUnits(root) {
  const units = [];
  const dirs = [['root-config'], ...['shared-deps', 'parcels'].flatMap((d) => (existsSync(join(root, d)) ? readdirSync(join(root, d)).map((x) => [d, x]) : []))];
  for (const parts of dirs) {
    const file = join(root, ...parts, 'unit.json');
    if (!existsSync(file)) continue;
    const unit = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof unit.name !== 'string' || !/^@site\/[a-z0-9-]+$/.test(unit.name) || typeof unit.entry !== 'string') {
      throw new Error(`${file}: needs "name" (@site/...) and "entry"`);
    }
    units.push({
      name: unit.name,
      input: join(root, ...parts, unit.entry),
      critical: unit.critical === true,
      keepExports: unit.keepExports === true,
      dir: join(...parts),
    });
  }
  return units;
}

/** The file name stem of a unit: "react-dom/client" -> "react-dom-client", "@site/bus" -> "site-bus". */
export const fileStem = (name) => name.replace(/^@/, '').replace(/[^a-z0-9]+/gi, '-');

#!/usr/bin/env node
// Run after every `npm install`. The npm of these machines (11.19) writes a lockfile that names
// other platforms' optional native packages (of @swc/core, rollup, unrs-resolver) in
// `optionalDependencies` but gives them no entry of their own; `npm ci` then refuses the
// lockfile as out of sync. Those packages never install here, so the dangling names are dropped.
import { readFileSync, writeFileSync } from 'node:fs';
const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const has = (from, name) => {
  // node resolution: nested node_modules first, then upwards
  let base = from;
  while (true) {
    const key = (base ? base + '/' : '') + 'node_modules/' + name;
    if (lock.packages[key]) return true;
    if (!base) return false;
    const i = base.lastIndexOf('/node_modules/');
    base = i < 0 ? '' : base.slice(0, i);
  }
};
let removed = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!has(path, name)) { delete entry.optionalDependencies[name]; removed++; }
  }
}
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`removed ${removed} optional platform packages that have no lock entry`);

#!/usr/bin/env node
// npm run dev: rebuild on change (development bundles) and serve with the development import
// map; the overrides UI is always on, so a developer can point any unit at a local bundle.
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { build } from './build.mjs';

let building = false;
let again = false;
async function rebuild() {
  if (building) {
    again = true;
    return;
  }
  building = true;
  try {
    await build({ production: false });
  } catch (error) {
    console.error('build failed:', error.message);
  }
  building = false;
  if (again) {
    again = false;
    void rebuild();
  }
}

await rebuild();
for (const dir of ['root-config', 'parcels', 'shared-deps']) {
  watch(dir, { recursive: true }, (_event, file) => {
    if (file && !/\.test\.tsx?$/.test(file)) void rebuild();
  });
}
const server = spawn('npx', ['tsx', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } });
server.on('exit', (code) => process.exit(code ?? 0));

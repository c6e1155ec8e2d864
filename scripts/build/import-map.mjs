import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const sri = (buf) => `sha384-${createHash('sha384').update(buf).digest('base64')}`;

/**
 * The import map of an environment: bare name -> hashed URL, and an SRI hash for every file
 * SystemJS may load (entries and their chunks), which SystemJS checks when it loads them.
 */
export function buildImportMap(entries, files, assetsDir, base = '/assets/') {
  const imports = {};
  for (const [name, file] of Object.entries(entries)) imports[name] = base + file;
  const integrity = {};
  for (const file of files) integrity[base + file] = sri(readFileSync(join(assetsDir, file)));
  return { imports, integrity };
}

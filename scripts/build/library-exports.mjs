// What each unit imports from the other units by name, and the exports manifest written beside
// every entry bundle: vendor libraries are built exporting only the union of the names the units
// import (issue 21), and `npm run deploy` checks a new bundle's imports against the manifests of
// the libraries the live map points at.

/** The manifest's URL beside a bundle's: /assets/rxjs.AbC.js -> /assets/rxjs.AbC.exports.json. */
export const exportsUrlOf = (url) => url.replace(/\.js$/, '.exports.json');

/** The manifest of one entry: its unit, its export names, whether it exports all its library has. */
export const exportsManifest = (unit, names, complete) => ({ unit, exports: [...names].sort(), complete });

/**
 * Adds what the chunks import from the `libraries` to `into` (library -> Set of names, or null
 * for "every export": a namespace import, an `export *` or a dynamic import).
 */
export function collectImports(chunks, libraries, into = new Map()) {
  for (const chunk of chunks) {
    if (chunk.type !== 'chunk') continue;
    for (const [library, names] of Object.entries(chunk.importedBindings ?? {})) {
      if (!libraries.includes(library)) continue;
      if (into.get(library) === null) continue;
      if (names.includes('*')) into.set(library, null);
      else into.set(library, new Set([...(into.get(library) ?? []), ...names]));
    }
    for (const library of chunk.dynamicImports ?? []) if (libraries.includes(library)) into.set(library, null);
    // Bare names imported for their side effects only still need the library, not any name.
    for (const library of chunk.imports ?? []) if (libraries.includes(library) && !into.has(library)) into.set(library, new Set());
  }
  return into;
}

/** Names imported but not exported (`exports` null: the library exports everything it has). */
export function missingNames(imported, exported) {
  if (exported === null) return [];
  if (imported === null) return ['*'];
  return [...imported].filter((n) => !exported.has(n)).sort();
}

/** Same sets (null = all). */
export const sameNames = (a, b) => (a === null || b === null ? a === b : a.size === b.size && [...a].every((n) => b.has(n)));

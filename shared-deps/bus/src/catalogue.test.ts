import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as bus from './index';
import { BUS_EVENTS, EXTERNAL_EVENTS } from './catalogue';

const ROOT = join(__dirname, '../../..');
const SCANNED = ['root-config', 'parcels', 'shared-deps'];
/**
 * Tests and test helpers publish and subscribe to check things; they are not the page. The
 * bus's own source defines events and never publishes or hears one.
 */
const NOT_PAGE_CODE = /(\.test\.tsx?$|test-world\.tsx?$|\/testing\/|shared-deps\/bus\/src\/)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !NOT_PAGE_CODE.test(path) ? [path] : [];
  });
}

/** Class names published (`publish(new X(`) and heard (`subscribe(X,`, `stream(X)`) in a text. */
function busUses(text: string): { published: Set<string>; heard: Set<string> } {
  const names = (re: RegExp) => new Set([...text.matchAll(re)].map((m) => m[1] as string));
  const heard = names(/\bsubscribe\(\s*([A-Z]\w*)\s*,/g);
  for (const n of names(/\bstream\(\s*([A-Z]\w*)\s*\)/g)) heard.add(n);
  return { published: names(/\bpublish\(\s*new\s+([A-Z]\w*)\s*\(/g), heard };
}

function treeUses() {
  const published = new Map<string, string[]>();
  const heard = new Map<string, string[]>();
  const note = (map: Map<string, string[]>, name: string, file: string) => map.set(name, [...(map.get(name) ?? []), relative(ROOT, file)]);
  for (const file of SCANNED.flatMap((d) => sourceFiles(join(ROOT, d)))) {
    const uses = busUses(readFileSync(file, 'utf8'));
    for (const n of uses.published) note(published, n, file);
    for (const n of uses.heard) note(heard, n, file);
  }
  return { published, heard };
}

test('the scanner sees publish, subscribe and stream calls, and nothing else', () => {
  const uses = busUses(`bus.publish(new A({})); root.bus.subscribe(B, (e) => e); getBus().stream(C).pipe(); publish(a); subscribe(d, x);`);
  expect([...uses.published]).toEqual(['A']);
  expect([...uses.heard].sort()).toEqual(['B', 'C']);
});

test('every event class the bus exports is in the catalogue, each with its own type', () => {
  const exported = Object.values(bus).filter(
    (v): v is (typeof BUS_EVENTS)[number] => typeof v === 'function' && v.prototype instanceof bus.BusEvent,
  );
  expect(new Set(exported)).toEqual(new Set(BUS_EVENTS));
  expect(new Set(BUS_EVENTS.map((c) => c.type)).size).toBe(BUS_EVENTS.length);
  for (const c of EXTERNAL_EVENTS) expect(typeof c.parse).toBe('function');
});

test('every event has a publisher (in this tree, or a remote front-end for the external ones) and a subscriber', () => {
  const { published, heard } = treeUses();
  const external = new Set<string>(EXTERNAL_EVENTS.map((c) => c.name));
  const unpublished = BUS_EVENTS.map((c) => c.name).filter((n) => !published.has(n) && !external.has(n));
  const unheard = BUS_EVENTS.map((c) => c.name).filter((n) => !heard.has(n));
  expect({ unpublished, unheard }).toEqual({ unpublished: [], unheard: [] });
  // And nothing outside the catalogue travels on the bus.
  const known = new Set<string>(BUS_EVENTS.map((c) => c.name));
  expect([...published.keys(), ...heard.keys()].filter((n) => !known.has(n))).toEqual([]);
});

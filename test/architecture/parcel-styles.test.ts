// Issue 22: every parcel's CSS is scoped to the parcel (every selector starts with its root
// class) and travels with it (createReactParcel's `styles`: on the page while mounted, removed
// after). A parcel that styles itself with colour literals, or outside its roots, fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ParcelStyles } from '@site/ui';

const root = join(__dirname, '..', '..');
const parcels = readdirSync(join(root, 'parcels'));

/** Every `*styles.ts` directly in a parcel's src. */
const styleFiles = parcels.flatMap((p) =>
  readdirSync(join(root, 'parcels', p, 'src'))
    .filter((f) => /styles\.ts$/.test(f))
    .map((f) => [p, join(root, 'parcels', p, 'src', f)] as const),
);

/** The selectors of every rule (inside @media too; @-rules' own preludes are not selectors). */
function selectorsOf(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const out: string[] = [];
  let prelude = '';
  for (const ch of text) {
    if (ch === '{') {
      const p = prelude.trim();
      if (!p.startsWith('@')) out.push(...p.split(',').map((s) => s.trim()));
      prelude = '';
    } else if (ch === '}' || ch === ';') prelude = '';
    else prelude += ch;
  }
  return out.filter((s) => s !== '');
}

// The two applications another change is restyling (issue 22 pages): their own addStyles, for now.
const NOT_YET = new Set(['sports', 'casino']);

const parcelStyles = styleFiles
  .filter(([p]) => !NOT_YET.has(p))
  .map(([p, file]) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(file) as Record<string, unknown>;
    const styles = Object.values(mod).find((v): v is ParcelStyles => typeof v === 'object' && v !== null && 'css' in v && 'id' in v);
    return [p, file, styles] as const;
  });

test('the restyled parcels each have a stylesheet of their own', () => {
  expect(parcelStyles.map(([p]) => p)).toEqual(expect.arrayContaining(['auth', 'coupon', 'footer', 'header', 'office']));
});

test.each(parcelStyles.map(([p, file, styles]) => [p, file, styles]))('%s: every selector starts with the parcel’s root', (_p, file, styles) => {
  expect(styles).toBeDefined();
  const s = styles as ParcelStyles;
  const scopes = s.scopes ?? [`.${s.id}`];
  const outside = selectorsOf(s.css).filter((sel) => !scopes.some((scope) => sel === scope || sel.startsWith(scope)));
  expect([file, outside]).toEqual([file, []]);
});

test.each(parcelStyles.map(([p, , styles]) => [p, styles]))('%s: colours come from the design tokens', (_p, styles) => {
  expect((styles as ParcelStyles).css).not.toMatch(/#[0-9a-f]{3,8}\b/i);
});

test.each(parcels.filter((p) => !NOT_YET.has(p)))('%s: no stylesheet added by hand (createReactParcel styles only)', (p) => {
  const src = join(root, 'parcels', p, 'src');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  for (const f of files) expect([f, /createElement\('style'\)/.test(readFileSync(join(src, f), 'utf8'))]).toEqual([f, false]);
});

test('the selector reader sees through @media and lists', () => {
  expect(selectorsOf('.a, .a b { x: 1 } @media print { .a c { y: 2 } } /* .z { } */')).toEqual(['.a', '.a b', '.a c']);
});

// Issue 22: one money format everywhere: amounts are written by @site/i18n's formatMoney (the
// currency table's decimals, Intl in the player's language), reached through @site/ui's `Money`
// or `useFormat().money`, and said in messages through a `currency` value. A unit that formats
// numbers by hand (toFixed, toLocaleString, its own Intl.NumberFormat) or writes a currency
// symbol itself fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' || name === 'testing' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/test-world\.tsx?$/.test(name) ? [path] : [];
  });
}

// Hand-made money: a fixed number of decimals, the runtime's own grouping, another formatter,
// a currency sign in code.
const BY_HAND = /\.toFixed\(|\.toLocaleString\(|new Intl\.NumberFormat\(|[₽₸₼₺€£]\s*\{|\}\s*[₽₸₼₺€£]/;

/** Numbers that are not money, written the way their own rules say (file -> why). */
const NOT_MONEY: Record<string, string> = {
  'parcels/casino/src/fairness/verify-round.tsx': 'dice rolls and crash points, 2 decimals as the fairness formula prints them',
  'parcels/casino/src/game/boards.tsx': 'the same dice rolls and crash points on the boards',
  'shared-deps/ui/src/format/odds.ts': 'decimal odds, 2 decimals in every language',
};

test('no unit but @site/i18n formats amounts by hand', () => {
  const dirs = [...readdirSync(join(root, 'parcels')).map((p) => join(root, 'parcels', p, 'src')), join(root, 'root-config', 'src'), join(root, 'shared-deps', 'ui', 'src')];
  const found = dirs
    .flatMap(sources)
    .filter((file) => !(relative(root, file) in NOT_MONEY))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => [line, i + 1] as const)
        .filter(([line]) => BY_HAND.test(line) && !line.trim().startsWith('//') && !line.trim().startsWith('*'))
        .map(([line, n]) => `${relative(root, file)}:${n}: ${line.trim()}`),
    );
  expect(found).toEqual([]);
});

import { SETTINGS_FONT_SIZES } from '@site/api';
import { COLOR_TOKENS, CONTRAST_PAIRS, FONT_SIZE_RANGE, THEMES } from './tokens';
import { themeCss } from './theme-css';

/** The custom properties declared by the rule of `selector` in the stylesheet the page gets. */
function declared(css: string, selector: string): Record<string, string> {
  const at = css.indexOf(`${selector} {`);
  if (at < 0) throw new Error(`no rule ${selector}`);
  const body = css.slice(at + selector.length + 2, css.indexOf('}', at));
  return Object.fromEntries([...body.matchAll(/--site-([\w-]+):\s*([^;]+);/g)].map((m) => [m[1] as string, (m[2] as string).trim()]));
}

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = m.slice(1).map((h) => {
    const c = parseInt(h, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const css = themeCss();
const palettes = {
  light: declared(css, ':root'),
  dark: { ...declared(css, ':root'), ...declared(css, ':root[data-theme="dark"]') },
};

test.each(THEMES)('the %s theme defines every colour token', (theme) => {
  for (const token of COLOR_TOKENS) expect(palettes[theme][token]).toMatch(/^#[0-9a-f]{6}$/i);
});

test.each(THEMES.flatMap((theme) => CONTRAST_PAIRS.map((p) => [theme, p.fg, p.bg, p.min] as const)))(
  '%s: %s on %s reaches %s:1 (WCAG AA)',
  (theme, fg, bg, min) => {
    expect(contrast(palettes[theme][fg] as string, palettes[theme][bg] as string)).toBeGreaterThanOrEqual(min);
  },
);

test('the ratio is computed as WCAG says (black on white 21:1, #767676 on white 4.54:1)', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
});

test('every font size a player may choose scales the type, and only those', () => {
  expect(FONT_SIZE_RANGE).toEqual(SETTINGS_FONT_SIZES);
  expect(declared(css, ':root[data-font-size="20"]')['font-md']).toBe('20px');
  expect(declared(css, ':root[data-font-size="12"]')['font-md']).toBe('12px');
  expect(css).not.toContain('data-font-size="21"');
  expect(declared(css, ':root')['font-md']).toBe('14px');
});

test('the compact view makes the spacing denser', () => {
  const compact = declared(css, ':root[data-compact]');
  expect(parseInt(compact['space-3'] as string, 10)).toBeLessThan(parseInt(declared(css, ':root')['space-3'] as string, 10));
});

test('the stylesheet uses only the tokens for colours outside the token rules', () => {
  const rules = css.split('\n').filter((line) => !line.startsWith(':root'));
  expect(rules.join('\n')).not.toMatch(/#[0-9a-f]{3,6}\b/i);
});

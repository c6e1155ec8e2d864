// The design tokens' values: the one place they are written. The names are the contract every
// unit styles with (CSS custom properties `--site-*`); the shell's stylesheet is made from
// these (theme-css.ts), inlined into the page by the build.

/** The colour tokens, one palette per theme. */
export const COLOR_TOKENS = [
  'bg',
  'surface',
  'surface-2',
  'border',
  'text',
  'text-muted',
  'brand',
  'brand-text',
  'accent',
  'accent-text',
  'primary',
  'primary-text',
  'danger',
  'success',
  'warning',
  'focus',
] as const;
export type ColorToken = (typeof COLOR_TOKENS)[number];
export type Palette = Record<ColorToken, string>;

export const THEMES = ['light', 'dark'] as const;
export type ThemeName = (typeof THEMES)[number];

/** Light: a dark navy header, a clear green for placing bets, blue links, calm grey surfaces. */
const light: Palette = {
  bg: '#eef1f5',
  surface: '#ffffff',
  'surface-2': '#f5f7fa',
  border: '#7d8899',
  text: '#141c28',
  'text-muted': '#4a5465',
  brand: '#0f1d3a',
  'brand-text': '#ffffff',
  accent: '#1a5bc4',
  'accent-text': '#ffffff',
  primary: '#157a3a',
  'primary-text': '#ffffff',
  danger: '#b42318',
  success: '#157a3a',
  warning: '#8a5300',
  focus: '#1a5bc4',
};

/** Dark: the same hierarchy on deep navy; light text, brighter accents. */
const dark: Palette = {
  bg: '#0b1120',
  surface: '#141c2e',
  'surface-2': '#1b2538',
  border: '#6b7a93',
  text: '#e9eef6',
  'text-muted': '#a9b4c6',
  brand: '#18264a',
  'brand-text': '#ffffff',
  accent: '#79aefc',
  'accent-text': '#0b1120',
  primary: '#3cc06a',
  'primary-text': '#06150c',
  danger: '#ff8a80',
  success: '#5fd68a',
  warning: '#f5b942',
  focus: '#8fbcff',
};

export const PALETTES: Record<ThemeName, Palette> = { light, dark };

/** Text and background tokens used together, each with the contrast it needs (WCAG 2.2 AA). */
export interface ContrastPair {
  fg: ColorToken;
  bg: ColorToken;
  /** 4.5 body text, 3 large text and UI component borders / focus rings. */
  min: 4.5 | 3;
}
const onSurfaces = (fg: ColorToken, min: 4.5 | 3 = 4.5): ContrastPair[] =>
  (['bg', 'surface', 'surface-2'] as const).map((bg) => ({ fg, bg, min }));
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  ...onSurfaces('text'),
  ...onSurfaces('text-muted'),
  ...onSurfaces('accent'),
  ...onSurfaces('danger'),
  ...onSurfaces('success'),
  ...onSurfaces('warning'),
  ...onSurfaces('border', 3),
  ...onSurfaces('focus', 3),
  ...onSurfaces('primary', 3),
  { fg: 'brand-text', bg: 'brand', min: 4.5 },
  { fg: 'accent-text', bg: 'accent', min: 4.5 },
  { fg: 'primary-text', bg: 'primary', min: 4.5 },
  // on the brand bar (header) the focus ring is brand-text: covered by the pair above
];

/** Spacing, radius, elevation: the same in both themes. */
export const SPACE_PX = [4, 8, 12, 16, 24, 32] as const;
/** The compact view (spec 2 global state): denser rows, the same small steps. */
export const COMPACT_SPACE_PX = [2, 6, 8, 12, 16, 24] as const;
export const RADIUS_PX = [4, 8, 12] as const;
export const SHADOWS = {
  light: ['0 1px 2px rgba(16, 24, 40, 0.08)', '0 6px 16px rgba(16, 24, 40, 0.14)'],
  dark: ['0 1px 2px rgba(0, 0, 0, 0.5)', '0 6px 16px rgba(0, 0, 0, 0.6)'],
} as const;

/** The type scale at the default font size (14 px); `appFontSize` scales every step. */
export const FONT_STEPS = { xs: 12, sm: 13, md: 14, lg: 16, xl: 20, '2xl': 26 } as const;
export const DEFAULT_FONT_SIZE = 14;
/** The player's font sizes (spec 2 global state `appFontSize`, settings-constants.ts). */
export const FONT_SIZE_RANGE = { min: 12, max: 20 } as const;
export const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
/** Targets are at least 24 px (WCAG 2.5.8); controls are taller. */
export const CONTROL_HEIGHT_PX = { sm: 28, md: 36, lg: 44 } as const;

// The design system's values: tokens, the shell's stylesheet made from them, the pre-paint
// display script. Pure (no DOM): the build bundles it to inline the stylesheet.
export * from './tokens';
export { themeCss, tokensCss } from './theme-css';
export { DISPLAY_STORAGE_KEY, applyDisplay, displayAttributes, prePaintDisplayScript, type DisplayAttributes } from './display';

import type { ParcelStyles } from '@site/ui';

// The coupon's own styles, on the page while the coupon is mounted: the parcel is deployed on
// its own, so its look travels with it instead of living in the shell's stylesheet.
const css = `
.coupon { font-size: 14px; background: #f7f8fa; border-left: 1px solid #e0e4ea; padding: 12px; box-sizing: border-box; min-height: 100%; }
.coupon h2 { font-size: 16px; margin: 0 0 8px; }
.coupon__tabs { display: flex; flex-wrap: wrap; gap: 4px; margin-bottom: 8px; }
.coupon__tabs button[aria-pressed="true"] { background: #14213d; color: #fff; }
.coupon__bet { background: #fff; border: 1px solid #e0e4ea; border-radius: 4px; padding: 6px 8px; margin-bottom: 6px; }
.coupon__bet[data-locked="true"] { opacity: .6; background: #f0f0f0; }
.coupon__bet-head { display: flex; justify-content: space-between; gap: 8px; }
.coupon__old-coef { text-decoration: line-through; color: #888; margin-right: 4px; }
.coupon__error { color: #b00020; font-size: 13px; margin: 4px 0; }
.coupon__row { display: flex; align-items: center; gap: 6px; margin: 6px 0; flex-wrap: wrap; }
.coupon__row input[type="text"] { width: 90px; }
.coupon__bonus { background: #fff6d6; padding: 6px; border-radius: 4px; }
.coupon__place { width: 100%; padding: 10px; font-weight: 700; background: #2a9d44; color: #fff; border: 0; border-radius: 4px; cursor: pointer; }
.coupon__place:disabled { background: #9bbfa3; cursor: default; }
.coupon__success { background: #e9f7ec; padding: 8px; border-radius: 4px; }
.coupon details { margin: 8px 0; }
`;

export const couponStyles: ParcelStyles = { id: 'coupon', css };

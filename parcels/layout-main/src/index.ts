// The main layout (spec 1 §2, spec 2 §2 "default"): header, content, the right column with
// the coupon, footer; a route's flags hide the header (game pages) or the footer.
import { createLayoutParcel } from '@site/ui';

export type { LayoutProps } from '@site/ui';
/** Width of the right column (the coupon); the content takes the rest. */
export const RIGHT_COLUMN_WIDTH = '320px';

export const { bootstrap, mount, update, unmount } = createLayoutParcel({
  name: 'layout-main',
  slots: [
    { area: 'header', parcel: '@site/parcel-header', hiddenBy: 'hideHeader' },
    { area: 'footer', parcel: '@site/parcel-footer', hiddenBy: 'hideFooter' },
    // The right column: the coupon (bet slip), on every page of the main layout; at boot it loads
    // after the first page's application mounted (off the boot path, issue 21).
    { area: 'right', parcel: '@site/parcel-coupon', hiddenBy: null, afterFirstPage: true },
  ],
  rightColumnWidth: RIGHT_COLUMN_WIDTH,
});

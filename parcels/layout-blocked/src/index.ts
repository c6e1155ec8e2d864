// The blocked layout (spec 1 §2, spec 2 §2): a brand bar, the content and the footer: no
// navigation into the product.
import { createLayoutParcel } from '@site/ui';

export const { bootstrap, mount, update, unmount } = createLayoutParcel({
  name: 'layout-blocked',
  slots: [{ area: 'footer', parcel: '@site/parcel-footer', hiddenBy: 'hideFooter' }],
  brandBar: true,
});

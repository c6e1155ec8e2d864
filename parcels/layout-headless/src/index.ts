// The headless layout (spec 1 §2, spec 2 §2): content and footer; the header is hidden.
import { createLayoutParcel } from '@site/ui';

export const { bootstrap, mount, update, unmount } = createLayoutParcel({
  name: 'layout-headless',
  slots: [{ area: 'footer', parcel: '@site/parcel-footer', hiddenBy: 'hideFooter' }],
});

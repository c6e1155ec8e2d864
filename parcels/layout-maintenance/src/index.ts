// The maintenance layout (spec 1 §2, spec 2 §2): a brand bar and the content, nothing that
// needs the platform.
import { createLayoutParcel } from '@site/ui';

export const { bootstrap, mount, update, unmount } = createLayoutParcel({ name: 'layout-maintenance', slots: [], brandBar: true });

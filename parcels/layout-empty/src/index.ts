// The empty layout (spec 1 §2, spec 2 §2): the content alone (print, popups, technical pages).
import { createLayoutParcel } from '@site/ui';

export const { bootstrap, mount, update, unmount } = createLayoutParcel({ name: 'layout-empty', slots: [] });

// The notification areas (@site/parcel-notifications): the root config mounts them beside the
// layout, so they show on every layout.
import { createReactParcel } from '@site/ui';
import { notificationsTexts } from './locales';
import { Notifications } from './notifications';

export const { bootstrap, mount, update, unmount } = createReactParcel({ rootComponent: () => <Notifications />, texts: notificationsTexts });

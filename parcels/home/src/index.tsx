import { createReactParcel } from '@site/ui';
import { Home } from './home';

export const { bootstrap, mount, update, unmount } = createReactParcel({ rootComponent: Home });

import { createReactParcel } from '@site/ui';
import { Header } from './header';

export const { bootstrap, mount, update, unmount } = createReactParcel({ rootComponent: Header });

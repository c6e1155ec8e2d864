import { createReactParcel } from '@site/ui';
import { Footer } from './footer';

export const { bootstrap, mount, update, unmount } = createReactParcel({ rootComponent: Footer });

import { createReactParcel } from '@site/ui';
import { Home } from './home';
import { homeTexts } from './locales';

export const { bootstrap, mount, update, unmount } = createReactParcel({ rootComponent: Home, texts: homeTexts });

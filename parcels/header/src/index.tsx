import { createReactParcel } from '@site/ui';
import { Header } from './header';
import { headerTexts } from './locales';

export const { bootstrap, mount, update, unmount } = createReactParcel({ rootComponent: Header, texts: headerTexts });

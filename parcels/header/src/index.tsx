import { createReactParcel } from '@site/ui';
import { Header } from './header';
import { headerTexts } from './locales';
import { headerStyles } from './styles';

export const { bootstrap, mount, update, unmount } = createReactParcel({ rootComponent: Header, texts: headerTexts, styles: headerStyles });

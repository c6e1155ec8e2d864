import { createReactParcel } from '@site/ui';
import { Home } from './home';
import { homeTexts } from './locales';
import { homeStyles } from './styles';

export const { bootstrap, mount, update, unmount } = createReactParcel({ rootComponent: Home, texts: homeTexts, styles: homeStyles });

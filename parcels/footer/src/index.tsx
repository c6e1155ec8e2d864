import { createReactParcel } from '@site/ui';
import { Footer } from './footer';
import { footerTexts } from './locales';
import { footerStyles } from './styles';

export const { bootstrap, mount, update, unmount } = createReactParcel({ rootComponent: Footer, texts: footerTexts, styles: footerStyles });

import { createReactParcel } from '@site/ui';
import { CasinoApp } from './casino-app';
import { casinoTexts } from './locales';
import { casinoStyles } from './styles';

export const { bootstrap, mount, update, unmount } = createReactParcel({ rootComponent: CasinoApp, texts: casinoTexts, styles: casinoStyles });

import { createReactParcel } from '@site/ui';
import { promotionsTexts } from './locales';
import { PromotionsApp } from './promotions-app';

export const { bootstrap, mount, update, unmount } = createReactParcel({ rootComponent: PromotionsApp, texts: promotionsTexts });

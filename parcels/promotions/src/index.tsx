import { createReactParcel } from '@site/ui';
import { promotionsTexts } from './locales';
import { PromotionsApp } from './promotions-app';
import { promotionsStyles } from './styles';

export const { bootstrap, mount, update, unmount } = createReactParcel({
  rootComponent: PromotionsApp,
  texts: promotionsTexts,
  styles: promotionsStyles,
});

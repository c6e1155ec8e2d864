import { createReactParcel } from '@site/ui';
import { lottoTexts } from './locales';
import { LottoApp, type LottoRouteProps } from './lotto-app';
import { lottoStyles } from './styles';

export const { bootstrap, mount, update, unmount } = createReactParcel<{ route?: LottoRouteProps }>({
  rootComponent: LottoApp,
  texts: lottoTexts,
  styles: lottoStyles,
});

import { createReactParcel } from '@site/ui';
import { CyberApp } from './cyber-app';
import type { CyberRouteProps } from './cyber-view';
import { cyberTexts } from './locales';
import { cyberStyles } from './styles';

export const { bootstrap, mount, update, unmount } = createReactParcel<{ route?: CyberRouteProps }>({
  rootComponent: CyberApp,
  texts: cyberTexts,
  styles: cyberStyles,
});

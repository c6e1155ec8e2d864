import { createReactParcel } from '@site/ui';
import { officeTexts } from './locales';
import { officeStyles } from './styles';
import { OfficeApp, type OfficeRouteProps } from './office-app';

export const { bootstrap, mount, update, unmount } = createReactParcel<{ route?: OfficeRouteProps }>({ rootComponent: OfficeApp, texts: officeTexts, styles: officeStyles });

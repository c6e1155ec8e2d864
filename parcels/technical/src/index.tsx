import { createReactParcel } from '@site/ui';
import { technicalTexts } from './locales';
import { TechnicalApp } from './technical-app';

export const { bootstrap, mount, update, unmount } = createReactParcel({ rootComponent: TechnicalApp, texts: technicalTexts });

import { createReactParcel } from '@site/ui';
import { Inspector, type InspectorProps } from './inspector';
import { inspectorTexts } from './locales';

export const { bootstrap, mount, update, unmount } = createReactParcel<InspectorProps>({ rootComponent: Inspector, texts: inspectorTexts });
export { createUnitTracker } from './unit-tracker';

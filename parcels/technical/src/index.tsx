import { createReactParcel } from '@site/ui';
import { technicalTexts } from './locales';
import { loadViews, TechnicalApp } from './technical-app';

const parcel = createReactParcel({ rootComponent: TechnicalApp, texts: technicalTexts });

export const { bootstrap, update, unmount } = parcel;

/**
 * Mounting waits for the pages' chunk, so a chunk that fails to load (a page running code from
 * an older deploy) fails the mount, where the root config's chunk-reload guard sees it.
 */
export const mount: typeof parcel.mount = async (props) => {
  await loadViews();
  return parcel.mount(props);
};

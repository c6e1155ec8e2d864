import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type RootStore, StoresProvider } from '@site/stores';
import { type MountSlot, SlotContext } from './slots';

export interface ParcelProvidersProps {
  store: RootStore;
  /** The parcel's own i18next namespace: `useTranslation()` without one reads it first. */
  namespace?: string;
  mountSlot?: MountSlot | null;
  children?: ReactNode;
}

/**
 * What every React parcel renders inside: the root store (`useStores()`), the store's i18next
 * instance for react-i18next (`useTranslation()`), and the shell's slot loader. The parcel
 * lifecycles (createReactParcel) and the tests (renderParcel) use this same tree.
 */
export function ParcelProviders({ store, namespace, mountSlot, children }: ParcelProvidersProps) {
  return (
    <StoresProvider store={store}>
      <I18nextProvider i18n={store.i18n} {...(namespace !== undefined && { defaultNS: namespace })}>
        <SlotContext.Provider value={mountSlot ?? null}>{children}</SlotContext.Provider>
      </I18nextProvider>
    </StoresProvider>
  );
}

import { configure, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { addTexts, type NamespaceTexts } from '@site/i18n';
import { ParcelProviders } from '../parcel-providers';
import type { MountSlot } from '../slots';
import { type TestStoreOptions, type TestWorld, testRootStore } from './test-store';

export interface ParcelViewOptions {
  /** The parcel's own words, as its lifecycles add them. */
  texts?: NamespaceTexts;
  /** The shell's loader, faked; without it RemoteSlot reports a failure at once. */
  mountSlot?: MountSlot;
}

export type RenderParcelOptions = TestStoreOptions & ParcelViewOptions;

export interface RenderedParcel extends TestWorld {
  view: RenderResult;
}

/**
 * Renders a parcel's component as the page would, in a world made by testRootStore: inside the
 * providers every React parcel has (ParcelProviders), with the UI kit's and the parcel's words
 * added to the world's i18next instance.
 */
export function renderInWorld(world: TestWorld, ui: ReactNode, options: ParcelViewOptions = {}): RenderedParcel {
  // A loaded machine (browser tests alongside) can take longer than the 1 s default to settle.
  configure({ asyncUtilTimeout: 5000 });
  if (options.texts) void addTexts(world.store.i18n, options.texts);
  const view = render(
    <ParcelProviders store={world.store} namespace={options.texts?.ns} mountSlot={options.mountSlot ?? null}>
      {ui}
    </ParcelProviders>,
  );
  return { ...world, view };
}

/** A fresh root store (testRootStore) and the parcel's component rendered in it. */
export function renderParcel(ui: ReactNode, options: RenderParcelOptions = {}): RenderedParcel {
  return renderInWorld(testRootStore(options), ui, options);
}

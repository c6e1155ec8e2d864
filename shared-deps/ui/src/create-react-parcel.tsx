import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { addTexts, type NamespaceTexts } from '@site/i18n';
import { getRootStore, type RootStore } from '@site/stores';
import { ParcelErrorBoundary } from './crash-screen';
import { ParcelProviders } from './parcel-providers';
import { attachParcelStyles, type ParcelStyles } from './parcel-styles';
import type { MountSlot } from './slots';

/** What the shell passes every unit it mounts (single-spa adds name, singleSpa, mountParcel). */
export interface ParcelProps {
  name?: string;
  domElement?: HTMLElement;
  /** The shell's loader, to mount other units inside this one. */
  mountSlot?: MountSlot;
}

export interface ReactParcelOptions<P> {
  rootComponent: ComponentType<P & ParcelProps>;
  /** The parcel's own words: added to i18next on bootstrap, its namespace the default one. */
  texts?: NamespaceTexts;
  /** The page's root store unless told otherwise. */
  store?: () => RootStore;
  /** The parcel's own stylesheet: on the page while the parcel is mounted, removed after. */
  styles?: ParcelStyles;
}

type Lifecycle<P> = (props: P & ParcelProps & AppProps) => Promise<unknown>;

/** single-spa lifecycles (a parcel's or an application's). */
export interface ReactParcel<P> {
  bootstrap: Lifecycle<P>;
  mount: Lifecycle<P>;
  unmount: Lifecycle<P>;
  update: Lifecycle<P>;
}

/**
 * The one way to make a React parcel: single-spa-react lifecycles whose root renders the
 * parcel inside the providers every parcel shares (root store, i18next, the slot loader) and
 * the one error boundary (a crash shows the crash screen, in that parcel's place only).
 */
export function createReactParcel<P extends object = object>(options: ReactParcelOptions<P>): ReactParcel<P> {
  const storeOf = options.store ?? getRootStore;
  const Root = options.rootComponent;
  function ParcelRoot(props: P & ParcelProps) {
    return (
      <ParcelProviders store={storeOf()} namespace={options.texts?.ns} mountSlot={props.mountSlot ?? null}>
        <ParcelErrorBoundary unit={props.name}>
          <Root {...props} />
        </ParcelErrorBoundary>
      </ParcelProviders>
    );
  }
  ParcelRoot.displayName = `ParcelRoot(${Root.displayName ?? Root.name ?? 'parcel'})`;
  const lifecycles = singleSpaReact<P & ParcelProps>({
    React,
    ReactDOMClient,
    rootComponent: ParcelRoot,
    // The boundary is inside the root, under the providers the crash screen needs.
    suppressComponentDidCatchWarning: true,
  });
  const releases = new Map<string, () => void>();
  return {
    async bootstrap(props) {
      // the parcel's words, its page language's included, before it first renders
      if (options.texts) await addTexts(storeOf().i18n, options.texts);
      await lifecycles.bootstrap(props);
    },
    async mount(props) {
      const release = options.styles ? attachParcelStyles(options.styles) : null;
      if (release) releases.set(props.name ?? '', release);
      try {
        await lifecycles.mount(props);
      } catch (error) {
        release?.();
        releases.delete(props.name ?? '');
        throw error;
      }
    },
    async unmount(props) {
      await lifecycles.unmount(props);
      releases.get(props.name ?? '')?.();
      releases.delete(props.name ?? '');
    },
    update: (props) => (lifecycles.update ? lifecycles.update(props) : Promise.resolve()),
  };
}

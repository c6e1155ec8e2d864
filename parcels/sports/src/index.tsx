import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { addTexts } from '@site/i18n';
import { getRootStore } from '@site/stores';
import { SportsApp, type LiveProbe, type SportsAppProps } from './components/sports-app';
import { sportsTexts } from './locales';
import { addStyles } from './styles';

/** bench/live.ts installs this before the app mounts to time stream updates to paint. */
declare global {
  interface Window {
    __siteLiveProbe?: LiveProbe;
  }
}

// react-i18next on the page's one i18next instance (the root store's), with this parcel's words.
function Root(props: SportsAppProps) {
  return (
    <I18nextProvider i18n={getRootStore().i18n}>
      <SportsApp {...props} {...(typeof window !== 'undefined' && window.__siteLiveProbe && { probe: window.__siteLiveProbe })} />
    </I18nextProvider>
  );
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: Root,
  errorBoundary: (error: Error) => (
    <div data-testid="app-crashed" role="alert">
      {error.message}
    </div>
  ),
});

let removeStyles: (() => void) | null = null;

export const bootstrap = [async () => addTexts(getRootStore().i18n, sportsTexts), lifecycles.bootstrap];
export const update = lifecycles.update;

export async function mount(props: AppProps & SportsAppProps): Promise<unknown> {
  removeStyles ??= addStyles();
  return lifecycles.mount(props);
}

export async function unmount(props: AppProps & SportsAppProps): Promise<unknown> {
  const r = await lifecycles.unmount(props);
  removeStyles?.();
  removeStyles = null;
  return r;
}

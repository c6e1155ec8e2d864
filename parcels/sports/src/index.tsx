import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { SportsApp, type LiveProbe, type SportsAppProps } from './components/sports-app';
import { addStyles } from './styles';

/** bench/live.ts installs this before the app mounts to time stream updates to paint. */
declare global {
  interface Window {
    __siteLiveProbe?: LiveProbe;
  }
}

function Root(props: SportsAppProps) {
  return <SportsApp {...props} {...(typeof window !== 'undefined' && window.__siteLiveProbe && { probe: window.__siteLiveProbe })} />;
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

export const bootstrap = lifecycles.bootstrap;
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

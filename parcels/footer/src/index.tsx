import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { Footer } from './footer';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: Footer,
  errorBoundary: () => <div data-testid="parcel-crashed">footer unavailable</div>,
});

export const { bootstrap, mount, unmount } = lifecycles;

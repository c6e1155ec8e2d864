import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { Header } from './header';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: Header,
  errorBoundary: () => <div data-testid="parcel-crashed">header unavailable</div>,
});

export const { bootstrap, mount, unmount } = lifecycles;

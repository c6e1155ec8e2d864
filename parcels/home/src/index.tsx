import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { Home } from './home';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: Home,
  errorBoundary: (error: Error) => (
    <div data-testid="app-crashed" role="alert">
      {error.message}
    </div>
  ),
});

export const { bootstrap, mount, unmount } = lifecycles;

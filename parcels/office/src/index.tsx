import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { OfficeApp } from './office-app';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: OfficeApp,
  errorBoundary: (error: Error) => (
    <div data-testid="app-crashed" role="alert">
      {error.message}
    </div>
  ),
});

export const { bootstrap, mount, unmount } = lifecycles;
export const update = lifecycles.update;

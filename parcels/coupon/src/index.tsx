import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { Coupon } from './coupon';

// The coupon parcel (@site/parcel-coupon): the main layout mounts it in its right column.
const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: () => <Coupon />,
  errorBoundary: (error: Error) => (
    <div data-testid="parcel-crashed" role="alert">
      coupon unavailable: {error.message}
    </div>
  ),
});

export const { bootstrap, mount, unmount } = lifecycles;

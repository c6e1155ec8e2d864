import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import singleSpaReact from 'single-spa-react';
import { addTexts } from '@site/i18n';
import { getRootStore } from '@site/stores';
import { Header } from './header';
import { headerTexts } from './locales';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  // react-i18next on the page's one i18next instance (the root store's), with this parcel's words.
  rootComponent: () => (
    <I18nextProvider i18n={getRootStore().i18n}>
      <Header />
    </I18nextProvider>
  ),
  errorBoundary: () => <div data-testid="parcel-crashed">header unavailable</div>,
});

export const bootstrap = [async () => addTexts(getRootStore().i18n, headerTexts), lifecycles.bootstrap];
export const { mount, unmount } = lifecycles;

import { useLayoutEffect } from 'react';
import { createReactParcel } from '@site/ui';
import { CasinoApp, type CasinoAppProps } from './casino-app';
import { casinoTexts } from './locales';
import { addStyles } from './styles';

function Root(props: CasinoAppProps) {
  // The app's styles are on the page while it is mounted, before its first paint.
  useLayoutEffect(() => addStyles(), []);
  return <CasinoApp {...props} />;
}

export const { bootstrap, mount, update, unmount } = createReactParcel<CasinoAppProps>({ rootComponent: Root, texts: casinoTexts });

// The home page built as one bundle, for `npm run bench:boot`: no single-spa, no SystemJS, no
// import map. The same components, stores, i18n and loading-bar model as the shell, the same
// boot (config and session, then the layout with header, home and footer), in one React tree.
import { useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { addTexts } from '@site/i18n';
import { getRootStore, type RootStore } from '@site/stores';
import { attachParcelStyles, ParcelProviders } from '@site/ui';
import { pickLanguage } from '../../root-config/src/language';
import { Footer } from '../../parcels/footer/src/footer';
import { footerTexts } from '../../parcels/footer/src/locales';
import { footerStyles } from '../../parcels/footer/src/styles';
import { Header } from '../../parcels/header/src/header';
import { headerTexts } from '../../parcels/header/src/locales';
import { headerStyles } from '../../parcels/header/src/styles';
import { Home } from '../../parcels/home/src/home';
import { homeTexts } from '../../parcels/home/src/locales';
import { homeStyles } from '../../parcels/home/src/styles';
import { LoadingBar } from '../../parcels/loading-bar/src/loading-bar';

/** The monolith is served under /bench-monolith/<lang>: the language comes from what follows. */
export const MONOLITH_PREFIX = '/bench-monolith';

function mountLoadingBar(host: HTMLElement): LoadingBar {
  const el = document.createElement('div');
  el.className = 'site-loading-bar';
  el.setAttribute('data-testid', 'loading-bar');
  el.setAttribute('role', 'progressbar');
  host.appendChild(el);
  const bar = new LoadingBar((progress, active) => {
    el.style.width = `${progress}%`;
    el.style.opacity = active ? '1' : '0';
    el.setAttribute('aria-valuenow', String(Math.round(progress)));
    el.dataset.active = String(active);
  });
  bar.start();
  return bar;
}

/** The markup of parcels/layout-main, as a component. */
function Layout({ onMounted, children }: { onMounted: () => void; children: { header: ReactNode; content: ReactNode; footer: ReactNode } }) {
  useEffect(onMounted, [onMounted]);
  return (
    <div className="layout-main" data-testid="layout-main">
      <header data-slot="header">{children.header}</header>
      <main id="site-content" data-slot="content">
        {children.content}
      </main>
      <footer data-slot="footer">{children.footer}</footer>
    </div>
  );
}

export async function bootMonolith(store: RootStore = getRootStore()): Promise<void> {
  const bar = mountLoadingBar(document.getElementById('site-loading-bar') as HTMLElement);
  // The shell's order: config and session together, then the language, then the page.
  const [config] = await Promise.all([store.settings.loadConfig(), store.user.loadSession()]);
  const path = location.pathname.startsWith(MONOLITH_PREFIX) ? location.pathname.slice(MONOLITH_PREFIX.length) || '/' : location.pathname;
  store.settings.setLanguage(pickLanguage(path, config));
  document.documentElement.lang = store.settings.language;
  // The shell's parcels bring their words (the page's language included) and styles on mount:
  // here all at once, the words before the page draws, as the parcels do.
  await store.i18n.changeLanguage(store.settings.language).catch(() => undefined);
  await Promise.all([headerTexts, homeTexts, footerTexts].map((texts) => addTexts(store.i18n, texts)));
  for (const styles of [headerStyles, homeStyles, footerStyles]) attachParcelStyles(styles);

  // The shell's bar finishes on single-spa's first routing event, once home is mounted.
  const done = () => bar.done();
  const layoutEl = document.getElementById('site-layout') as HTMLElement;
  layoutEl.replaceChildren();
  createRoot(layoutEl).render(
    <ParcelProviders store={store}>
      <Layout onMounted={done}>
        {{
          header: (
            <ParcelProviders store={store} namespace={headerTexts.ns}>
              <Header />
            </ParcelProviders>
          ),
          content: (
            <ParcelProviders store={store} namespace={homeTexts.ns}>
              <Home />
            </ParcelProviders>
          ),
          footer: (
            <ParcelProviders store={store} namespace={footerTexts.ns}>
              <Footer />
            </ParcelProviders>
          ),
        }}
      </Layout>
    </ParcelProviders>,
  );
}

bootMonolith().catch((error: unknown) => {
  console.error('the monolith failed to start', error);
  document.getElementById('site-root')?.setAttribute('data-boot-error', String(error));
});

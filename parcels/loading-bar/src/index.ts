// A parcel in plain TypeScript, no framework: the shell stays framework-neutral (the design).
import { MfStateChanged, MfStatus, PageLoading } from '@site/bus';
import { getRootStore } from '@site/stores';
import { LoadingBar } from './loading-bar';

interface Props {
  domElement: HTMLElement;
  name: string;
}

const bars = new WeakMap<HTMLElement, { bar: LoadingBar; el: HTMLElement; off: () => void }>();

export async function bootstrap(): Promise<void> {}

/**
 * The bar runs while something loads: the shell's boot (PageLoading), any unit the loader is
 * fetching (MfStateChanged, a retry included), and single-spa's routing (its own window events:
 * a navigation starts it, the end of mounting finishes it unless a unit still loads).
 */
export async function mount(props: Props): Promise<void> {
  const el = document.createElement('div');
  el.className = 'site-loading-bar';
  el.setAttribute('data-testid', 'loading-bar');
  el.setAttribute('role', 'progressbar');
  el.setAttribute('aria-valuemin', '0');
  el.setAttribute('aria-valuemax', '100');
  // Its name (WCAG 4.1.2) in the page's language, again on every language change.
  const { bus, i18n } = getRootStore();
  const name = () => el.setAttribute('aria-label', i18n.t('common:loading_bar'));
  name();
  i18n.on('languageChanged', name);
  props.domElement.appendChild(el);
  const bar = new LoadingBar((progress, active) => {
    el.style.width = `${progress}%`;
    el.style.opacity = active ? '1' : '0';
    el.setAttribute('aria-valuenow', String(Math.round(progress)));
    el.dataset.active = String(active);
    // Out of the accessibility tree while it is not running (it is invisible then).
    el.setAttribute('aria-hidden', String(!active));
  });
  const loadingUnits = new Set<string>();
  let booting = document.documentElement.dataset.siteLoading !== 'false';
  const start = () => {
    if (!bar.active) bar.start();
  };
  const finish = () => {
    if (!booting && loadingUnits.size === 0) bar.done();
  };
  const subscriptions = [
    bus.subscribe(PageLoading, (e) => {
      booting = e.payload.loading;
      if (booting) start();
      else finish();
    }),
    bus.subscribe(MfStateChanged, (e) => {
      if (e.payload.state === MfStatus.Loading) {
        loadingUnits.add(e.payload.name);
        start();
      } else if (loadingUnits.delete(e.payload.name)) {
        finish();
      }
    }),
  ];
  const onRoutingStart = () => bar.start();
  window.addEventListener('single-spa:before-routing-event', onRoutingStart);
  window.addEventListener('single-spa:routing-event', finish);
  const off = () => {
    for (const s of subscriptions) s.unsubscribe();
    window.removeEventListener('single-spa:before-routing-event', onRoutingStart);
    window.removeEventListener('single-spa:routing-event', finish);
    i18n.off('languageChanged', name);
  };
  bars.set(props.domElement, { bar, el, off });
  bar.start();
  // Mounted after the shell's first routing finished: nothing is loading, show it finished.
  finish();
}

export async function unmount(props: Props): Promise<void> {
  const entry = bars.get(props.domElement);
  if (!entry) return;
  entry.off();
  entry.bar.destroy();
  entry.el.remove();
  bars.delete(props.domElement);
}

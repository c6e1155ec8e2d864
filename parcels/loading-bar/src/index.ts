// A parcel in plain TypeScript, no framework: the shell stays framework-neutral (DESIGN.md).
import { LoadingBar } from './loading-bar';

interface Props {
  domElement: HTMLElement;
  name: string;
}

const bars = new WeakMap<HTMLElement, { bar: LoadingBar; el: HTMLElement; off: () => void }>();

export async function bootstrap(): Promise<void> {}

export async function mount(props: Props): Promise<void> {
  const el = document.createElement('div');
  el.className = 'site-loading-bar';
  el.setAttribute('data-testid', 'loading-bar');
  el.setAttribute('role', 'progressbar');
  el.setAttribute('aria-valuemin', '0');
  el.setAttribute('aria-valuemax', '100');
  props.domElement.appendChild(el);
  const bar = new LoadingBar((progress, active) => {
    el.style.width = `${progress}%`;
    el.style.opacity = active ? '1' : '0';
    el.setAttribute('aria-valuenow', String(Math.round(progress)));
    el.dataset.active = String(active);
  });
  // single-spa announces routing: a navigation starts the bar, the end of mounting finishes it.
  const onStart = () => bar.start();
  const onDone = () => bar.done();
  window.addEventListener('single-spa:before-routing-event', onStart);
  window.addEventListener('single-spa:routing-event', onDone);
  window.addEventListener('site:loading-start', onStart);
  window.addEventListener('site:loading-done', onDone);
  const off = () => {
    window.removeEventListener('single-spa:before-routing-event', onStart);
    window.removeEventListener('single-spa:routing-event', onDone);
    window.removeEventListener('site:loading-start', onStart);
    window.removeEventListener('site:loading-done', onDone);
  };
  bars.set(props.domElement, { bar, el, off });
  bar.start();
  // Mounted after the shell's first routing finished: nothing is loading, show it finished.
  if (document.documentElement.dataset.siteLoading === 'false') bar.done();
}

export async function unmount(props: Props): Promise<void> {
  const entry = bars.get(props.domElement);
  if (!entry) return;
  entry.off();
  entry.bar.destroy();
  entry.el.remove();
  bars.delete(props.domElement);
}

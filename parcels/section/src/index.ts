// The placeholder application for product areas other issues build (sports, casino, office,
// promotions, lotto, cyber, auth, technical). The root config mounts it for any application
// whose own unit is not in the import map yet. It shows, honestly, which page this is and
// that it is coming: no fake content.
import type { RouteProps } from './coming-soon';

export interface SectionProps {
  domElement: HTMLElement;
  appName?: string;
  route?: RouteProps;
}

const mounted = new WeakMap<HTMLElement, { root: HTMLElement; render(props: SectionProps): void; off(): void }>();

export async function bootstrap(): Promise<void> {}

export async function mount(props: SectionProps): Promise<void> {
  // The view is its own chunk: a page running code from an older deploy finds it gone, which
  // is what the root config's chunk-reload guard exists for.
  const { renderComingSoon, onLanguageChange } = await import('./coming-soon');
  const root = document.createElement('section');
  root.className = 'app-section';
  props.domElement.appendChild(root);
  let last = props;
  const render = (p: SectionProps) => {
    last = p;
    renderComingSoon(root, p.appName ?? '', p.route);
  };
  render(props);
  const off = onLanguageChange(() => render(last));
  mounted.set(props.domElement, { root, render, off });
}

export async function update(props: SectionProps): Promise<void> {
  mounted.get(props.domElement)?.render(props);
}

export async function unmount(props: SectionProps): Promise<void> {
  const entry = mounted.get(props.domElement);
  if (!entry) return;
  entry.off();
  entry.root.remove();
  mounted.delete(props.domElement);
}

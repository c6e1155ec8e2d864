// The 404 application (spec 1 §8 "Missing route: 404 with the message 'This page could not be
// found.'"). Plain DOM: it must show even when nothing else of the product loads.
import { getI18n } from '@site/i18n';

export interface NotFoundProps {
  domElement: HTMLElement;
  route?: { lang?: string };
}

const mounted = new WeakMap<HTMLElement, { root: HTMLElement; off(): void }>();

function render(root: HTMLElement, lang: string): void {
  const t = getI18n().t.bind(getI18n());
  const title = document.createElement('h1');
  title.textContent = t('not_found_message');
  const home = document.createElement('a');
  home.href = `/${lang}/`;
  home.setAttribute('data-testid', 'not-found-home');
  home.textContent = t('not_found_home');
  root.replaceChildren(title, home);
}

export async function bootstrap(): Promise<void> {}

export async function mount(props: NotFoundProps): Promise<void> {
  const root = document.createElement('section');
  root.className = 'app-not-found';
  root.setAttribute('data-testid', 'not-found-app');
  const lang = props.route?.lang ?? getI18n().language ?? 'en';
  const rerender = () => render(root, lang);
  rerender();
  getI18n().on('languageChanged', rerender);
  props.domElement.appendChild(root);
  mounted.set(props.domElement, { root, off: () => getI18n().off('languageChanged', rerender) });
}

export async function unmount(props: NotFoundProps): Promise<void> {
  const entry = mounted.get(props.domElement);
  entry?.off();
  entry?.root.remove();
  mounted.delete(props.domElement);
}

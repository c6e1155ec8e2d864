// The 500 page (spec 1 §8 "Generic error: status code defaults to 500. Error page: the
// technical-pages front-end shows the error"). The code comes from the `code` query parameter
// when it is a 4xx/5xx number, else 500; server error details are never shown (spec 1 §8).
import { getI18n } from '@site/i18n';

export interface ErrorPageProps {
  domElement: HTMLElement;
  route?: { lang?: string; path?: string };
}

export const DEFAULT_ERROR_STATUS = 500;

export function errorStatus(search: string): number {
  const code = Number(new URLSearchParams(search).get('code'));
  return Number.isInteger(code) && code >= 400 && code <= 599 ? code : DEFAULT_ERROR_STATUS;
}

const mounted = new WeakMap<HTMLElement, { root: HTMLElement; off(): void }>();

export async function bootstrap(): Promise<void> {}

export async function mount(props: ErrorPageProps): Promise<void> {
  const root = document.createElement('section');
  root.className = 'app-error';
  root.setAttribute('data-testid', 'error-app');
  const status = errorStatus(location.search);
  root.setAttribute('data-status', String(status));
  const lang = props.route?.lang ?? 'en';
  const render = () => {
    const t = getI18n().t.bind(getI18n());
    const title = document.createElement('h1');
    title.textContent = `${status}`;
    const text = document.createElement('p');
    text.textContent = t('error_page_text');
    const home = document.createElement('a');
    home.href = `/${lang}/`;
    home.textContent = t('not_found_home');
    root.replaceChildren(title, text, home);
  };
  render();
  getI18n().on('languageChanged', render);
  props.domElement.appendChild(root);
  mounted.set(props.domElement, { root, off: () => getI18n().off('languageChanged', render) });
}

export async function unmount(props: ErrorPageProps): Promise<void> {
  const entry = mounted.get(props.domElement);
  entry?.off();
  entry?.root.remove();
  mounted.delete(props.domElement);
}

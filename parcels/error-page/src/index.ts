// The 500 page (spec 1 §8 "Generic error: status code defaults to 500. Error page: the
// technical-pages front-end shows the error"). The code comes from the `code` query parameter
// when it is a 4xx/5xx number, else 500; server error details are never shown (spec 1 §8).
import { createDomParcel } from '@site/ui';

export interface ErrorPageProps {
  domElement: HTMLElement;
  route?: { lang?: string; path?: string };
}

export const DEFAULT_ERROR_STATUS = 500;

export function errorStatus(search: string): number {
  const code = Number(new URLSearchParams(search).get('code'));
  return Number.isInteger(code) && code >= 400 && code <= 599 ? code : DEFAULT_ERROR_STATUS;
}

export const { bootstrap, mount, update, unmount } = createDomParcel<ErrorPageProps>({
  className: 'app-error',
  testId: 'error-app',
  render(root, props, i18n) {
    const status = errorStatus(location.search);
    root.setAttribute('data-status', String(status));
    const title = document.createElement('h1');
    title.textContent = `${status}`;
    const text = document.createElement('p');
    text.textContent = i18n.t('error_page_text');
    const home = document.createElement('a');
    home.href = `/${props.route?.lang ?? 'en'}/`;
    home.textContent = i18n.t('not_found_home');
    root.replaceChildren(title, text, home);
  },
});

// The 404 application (spec 1 §8 "Missing route: 404 with the message 'This page could not be
// found.'"). Plain DOM: it must show even when nothing else of the product loads.
import { createDomParcel } from '@site/ui';

export interface NotFoundProps {
  domElement: HTMLElement;
  route?: { lang?: string };
}

export const { bootstrap, mount, update, unmount } = createDomParcel<NotFoundProps>({
  className: 'app-not-found',
  testId: 'not-found-app',
  render(root, props, i18n) {
    const title = document.createElement('h1');
    title.textContent = i18n.t('not_found_message');
    const home = document.createElement('a');
    home.href = `/${props.route?.lang ?? i18n.language ?? 'en'}/`;
    home.setAttribute('data-testid', 'not-found-home');
    home.textContent = i18n.t('not_found_home');
    root.replaceChildren(title, home);
  },
});

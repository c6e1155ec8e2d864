// Status pages (spec 2 §2 "Status pages", spec 1 §2): block, block-ua, block-ie, site-updates,
// coming-soon, suspension, maintenance, oldbrowser. One application; the route name picks the
// text. Plain DOM: a blocked or maintained site must still be able to say so.
import { statusPageNames } from '@site/routes';
import { createDomParcel } from '@site/ui';

export interface StatusPageProps {
  domElement: HTMLElement;
  route?: { name?: string | null };
}

/**
 * The status pages this app knows: those a block reason leads to (@site/routes), maintenance and
 * oldbrowser; each has `status_<page>_title` / `_text` in the common words.
 */
export const statusPages = [...statusPageNames, 'maintenance', 'oldbrowser'] as const;

export const { bootstrap, mount, update, unmount } = createDomParcel<StatusPageProps>({
  className: 'app-status-page',
  testId: 'status-page',
  render(root, props, i18n) {
    const page = props.route?.name ?? 'block';
    const known = (statusPages as readonly string[]).includes(page) ? page : 'block';
    root.setAttribute('data-page', page);
    const title = document.createElement('h1');
    title.textContent = i18n.t(`status_${known}_title`);
    const text = document.createElement('p');
    text.textContent = i18n.t(`status_${known}_text`);
    root.replaceChildren(title, text);
  },
});

// Status pages (spec 2 §2 "Status pages", spec 1 §2): block, block-ua, block-ie, site-updates,
// coming-soon, suspension, maintenance, oldbrowser. One application; the route name picks the
// text. Plain DOM: a blocked or maintained site must still be able to say so.
import { getI18n } from '@site/i18n';

export interface StatusPageProps {
  domElement: HTMLElement;
  route?: { name?: string | null };
}

/** The status pages this app knows; each has `status_<page>_title` / `_text` in the dictionaries. */
export const statusPages = ['block', 'block-ua', 'block-ie', 'site-updates', 'coming-soon', 'suspension', 'maintenance', 'oldbrowser'] as const;

const mounted = new WeakMap<HTMLElement, { root: HTMLElement; page: string; render(page: string): void; off(): void }>();

export async function bootstrap(): Promise<void> {}

export async function mount(props: StatusPageProps): Promise<void> {
  const root = document.createElement('section');
  root.className = 'app-status-page';
  root.setAttribute('data-testid', 'status-page');
  let page = props.route?.name ?? 'block';
  const render = (next: string) => {
    page = next;
    const known = (statusPages as readonly string[]).includes(page) ? page : 'block';
    const t = getI18n().t.bind(getI18n());
    root.setAttribute('data-page', page);
    const title = document.createElement('h1');
    title.textContent = t(`status_${known}_title`);
    const text = document.createElement('p');
    text.textContent = t(`status_${known}_text`);
    root.replaceChildren(title, text);
  };
  const rerender = () => render(page);
  render(page);
  getI18n().on('languageChanged', rerender);
  props.domElement.appendChild(root);
  mounted.set(props.domElement, { root, page, render, off: () => getI18n().off('languageChanged', rerender) });
}

export async function update(props: StatusPageProps): Promise<void> {
  mounted.get(props.domElement)?.render(props.route?.name ?? 'block');
}

export async function unmount(props: StatusPageProps): Promise<void> {
  const entry = mounted.get(props.domElement);
  entry?.off();
  entry?.root.remove();
  mounted.delete(props.domElement);
}

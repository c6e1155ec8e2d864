import { getI18n } from '@site/i18n';
import type { i18n } from 'i18next';

export interface DomParcelSpec<P> {
  /** The root element the parcel draws into: its tag (default section), class and test id. */
  tag?: keyof HTMLElementTagNameMap;
  className: string;
  testId?: string;
  /** Draws the parcel; run again on update and whenever the language changes. */
  render(root: HTMLElement, props: P, i18n: i18n): void | Promise<void>;
  /** The page's i18next instance unless told otherwise. */
  i18n?: () => i18n;
}

interface Mounted<P> {
  root: HTMLElement;
  props: P;
  off(): void;
}

/**
 * The one way to make a parcel in plain DOM (pages that must show when nothing else of the
 * product loads: 404, the error page, status pages, the placeholder section): lifecycles that
 * draw into one root element, again on update and when the player changes the language.
 */
export function createDomParcel<P extends { domElement: HTMLElement }>(spec: DomParcelSpec<P>) {
  const mounted = new WeakMap<HTMLElement, Mounted<P>>();
  const i18nOf = spec.i18n ?? getI18n;
  return {
    async bootstrap(): Promise<void> {},

    async mount(props: P): Promise<void> {
      const i18n = i18nOf();
      const root = document.createElement(spec.tag ?? 'section');
      root.className = spec.className;
      if (spec.testId) root.setAttribute('data-testid', spec.testId);
      // A render that throws (a chunk gone after a deploy) leaves nothing behind: the loader shows its error.
      await spec.render(root, props, i18n);
      const rerender = () => {
        const entry = mounted.get(props.domElement);
        if (entry) void spec.render(entry.root, entry.props, i18n);
      };
      i18n.on('languageChanged', rerender);
      mounted.set(props.domElement, { root, props, off: () => i18n.off('languageChanged', rerender) });
      props.domElement.appendChild(root);
    },

    async update(props: P): Promise<void> {
      const entry = mounted.get(props.domElement);
      if (!entry) return;
      entry.props = props;
      await spec.render(entry.root, props, i18nOf());
    },

    async unmount(props: P): Promise<void> {
      const entry = mounted.get(props.domElement);
      if (!entry) return;
      entry.off();
      entry.root.remove();
      mounted.delete(props.domElement);
    },
  };
}

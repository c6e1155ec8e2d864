// The placeholder application for product areas other issues build (sports, casino, office,
// promotions, lotto, cyber, auth, technical). The root config mounts it for any application
// whose own unit is not in the import map yet. It shows, honestly, which page this is and
// that it is coming: no fake content.
import { createDomParcel } from '@site/ui';
import type { RouteProps } from './coming-soon';

export interface SectionProps {
  domElement: HTMLElement;
  appName?: string;
  route?: RouteProps;
}

export const { bootstrap, mount, update, unmount } = createDomParcel<SectionProps>({
  className: 'app-section',
  async render(root, props) {
    // The view is its own chunk: a page running code from an older deploy finds it gone, which
    // is what the root config's chunk-reload guard exists for.
    const { renderComingSoon } = await import('./coming-soon');
    renderComingSoon(root, props.appName ?? '', props.route);
  },
});

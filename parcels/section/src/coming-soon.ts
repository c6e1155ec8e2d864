import { getI18n } from '@site/i18n';

export interface RouteProps {
  name: string | null;
  params: Record<string, string>;
  lang: string;
  kind: string;
  path: string;
}

/** Product area of an application name: "@site/app-sports" -> "sports". */
export const areaOf = (appName: string): string => appName.replace(/^@site\/app-/, '');

export function renderComingSoon(root: HTMLElement, appName: string, route: RouteProps | undefined): void {
  const t = (key: string, defaultValue: string, values: Record<string, string> = {}) => getI18n().t(key, { defaultValue, ...values });
  root.setAttribute('data-testid', 'section-app');
  root.setAttribute('data-app', appName);
  root.setAttribute('data-route', route?.name ?? '');
  const title = document.createElement('h1');
  title.textContent = t('section_coming_soon_title', 'Coming soon: {{area}}', { area: areaOf(appName) });
  const badge = document.createElement('p');
  badge.setAttribute('data-testid', 'coming-soon');
  badge.textContent = t('section_coming_soon_text', 'This part of the demo site is not built yet.');
  const where = document.createElement('dl');
  const add = (label: string, value: string) => {
    const dt = document.createElement('dt');
    dt.textContent = label;
    const dd = document.createElement('dd');
    dd.textContent = value;
    where.append(dt, dd);
  };
  add(t('section_route', 'Route'), route?.name ?? '-');
  for (const [key, value] of Object.entries(route?.params ?? {})) add(key, value);
  root.replaceChildren(title, badge, where);
}

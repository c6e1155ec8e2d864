/** The pages outside `information/` that the information front-end renders (route table, app `@site/app-information`). */
export const OTHER_INFORMATION_PAGES = [
  'football-champions-rules',
  'ourpartners',
  'bettingalphabet',
  'blog',
  'news',
  'cricket-app',
  'ios-app',
  'ipl-betting-app',
  'betting-awards',
  'mobile-app',
  'desktop-app',
] as const;

/** Which information page a path asks for; null when it is not one of ours. */
export function informationPage(path: string): { lang: string; page: string; detail: string[] } | null {
  const segments = path.split('?')[0]!.split('/').filter(Boolean);
  const [lang, first, ...rest] = segments;
  if (!lang || !/^[a-z]{2}$/.test(lang) || !first) return null;
  if (!segments.every((s) => /^[\w.-]{1,100}$/.test(s))) return null;
  if (first === 'information') {
    const [page = 'index', ...detail] = rest;
    return { lang, page, detail };
  }
  return (OTHER_INFORMATION_PAGES as readonly string[]).includes(first) ? { lang, page: first, detail: rest } : null;
}

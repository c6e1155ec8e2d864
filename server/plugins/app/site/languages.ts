/**
 * The language a page the server links to (a mail's link, the way back from a payment provider)
 * is in: the one asked for when the site offers it, else English (spec 2 §9: the fallback
 * language), or the site's default when it offers no English; never a language prefix the site
 * does not serve.
 */
export function offeredLanguage(wanted: unknown, languages: readonly string[], defaultLanguage: string): string {
  const lang = typeof wanted === 'string' ? wanted.trim().toLowerCase().slice(0, 2) : '';
  if (/^[a-z]{2}$/.test(lang) && languages.includes(lang)) return lang;
  if (languages.includes('en') || !/^[a-z]{2}$/.test(defaultLanguage)) return 'en';
  return defaultLanguage;
}

import type { LanguageSettings } from './types';

/** Last resort of the language choice (spec 2 §5). */
export const FALLBACK_LANGUAGE = 'en';

const LANGUAGE_SEGMENT = /^[a-z]{2}$/;
// what an attempt at a language prefix looks like, valid or not (e.g. "xx", "EN")
const LANGUAGE_LIKE = /^[A-Za-z]{2}$/;

export interface LanguageInput {
  languages: LanguageSettings;
  cookieLang?: string | undefined;
  cookieAuthorised?: boolean | undefined;
  signedIn?: boolean | undefined;
  acceptLanguage?: string | readonly string[] | undefined;
}

/** Languages a visitor may see: hidden ones only once a cookie (or a session) marks them authorised. */
export function selectableLanguages(input: LanguageInput): string[] {
  const authorised = input.cookieAuthorised === true || input.signedIn === true;
  const hidden = new Set(input.languages.hiddenForAnonymous);
  return input.languages.available.filter((lng) => LANGUAGE_SEGMENT.test(lng) && (authorised || !hidden.has(lng)));
}

/** Browser preferences, best first: an Accept-Language header or navigator.languages. */
export function browserLanguages(accept: string | readonly string[] | undefined): string[] {
  if (accept === undefined) return [];
  const entries: Array<{ lng: string; q: number; order: number }> = [];
  const items = typeof accept === 'string' ? accept.split(',') : accept;
  items.forEach((item, order) => {
    const [tag = '', ...attrs] = String(item).trim().split(';');
    let q = 1;
    for (const attr of attrs) {
      const [key, value] = attr.trim().split('=');
      if (key === 'q' && value !== undefined) q = Number(value);
    }
    const lng = tag.trim().slice(0, 2).toLowerCase();
    if (LANGUAGE_SEGMENT.test(lng) && Number.isFinite(q) && q > 0) entries.push({ lng, q, order });
  });
  entries.sort((a, b) => b.q - a.q || a.order - b.order);
  return entries.map((entry) => entry.lng);
}

/**
 * Language without a URL prefix: cookie, else browser preference, else default, else en
 * (spec 2 §5). Only selectable languages count at every step.
 */
export function chooseLanguage(input: LanguageInput): string {
  const selectable = new Set(selectableLanguages(input));
  if (input.cookieLang !== undefined && selectable.has(input.cookieLang)) return input.cookieLang;
  const preferred = browserLanguages(input.acceptLanguage).find((lng) => selectable.has(lng));
  if (preferred) return preferred;
  if (selectable.has(input.languages.default)) return input.languages.default;
  return FALLBACK_LANGUAGE;
}

export type PrefixReading =
  | { kind: 'valid'; lang: string }
  | { kind: 'invalid'; segment: string }
  | { kind: 'missing' };

/** Reads the first path segment as a language prefix. */
export function readLanguagePrefix(segment: string | undefined, input: LanguageInput): PrefixReading {
  if (segment === undefined || !LANGUAGE_LIKE.test(segment)) return { kind: 'missing' };
  if (LANGUAGE_SEGMENT.test(segment) && selectableLanguages(input).includes(segment)) return { kind: 'valid', lang: segment };
  return { kind: 'invalid', segment };
}

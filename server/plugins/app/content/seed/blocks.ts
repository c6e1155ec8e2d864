import type { ContentBlock, ContentDocument, ContentKind } from '@site/api/contracts';

/**
 * The languages the seed writes: the site's six (a local list: @site/i18n's `Language` is being
 * widened to the same six; the content contract's CONTENT_LANGS lists them too).
 */
export const SEED_LANGUAGES = ['en', 'ru', 'uk', 'kk', 'az', 'tr'] as const;
export type SeedLanguage = (typeof SEED_LANGUAGES)[number];
/** The languages written apart from the English and Russian originals (`seed/<lang>.ts`). */
export type TranslatedLanguage = Exclude<SeedLanguage, 'en' | 'ru'>;

/**
 * One seeded item: the same slug in English and Russian, and in the other languages where the
 * seed has a translation (the information pages and the rules have every language; a missing
 * language reads the English row).
 */
export interface SeedItem extends Partial<Record<TranslatedLanguage, ContentDocument>> {
  kind: ContentKind;
  slug: string;
  position?: number;
  en: ContentDocument;
  ru: ContentDocument;
}

export const h = (text: string, id?: string): ContentBlock => (id ? { type: 'h2', text, id } : { type: 'h2', text });
export const p = (text: string): ContentBlock => ({ type: 'p', text });
export const ul = (...items: string[]): ContentBlock => ({ type: 'list', items });
export const a = (text: string, href: string): ContentBlock => ({ type: 'link', text, href });
export const doc = (title: string, description: string, ...body: ContentBlock[]): ContentDocument => ({ title, description, body });

/** Every seeded text is demo content: said once at the end of each body. */
export const DEMO_EN = p('Demo content: Demo Bet is a demonstration site; no real money is taken or paid out.');
export const DEMO_RU = p('Демонстрационный текст: Demo Bet — демонстрационный сайт, настоящие деньги не принимаются и не выплачиваются.');

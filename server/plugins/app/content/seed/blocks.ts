import type { ContentBlock, ContentDocument, ContentKind } from '@site/api/contracts';

/** One seeded item: the same slug in English and Russian. */
export interface SeedItem {
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

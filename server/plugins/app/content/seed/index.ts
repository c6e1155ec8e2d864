import type { ContentDocument, ContentKind } from '@site/api/contracts';
import type { SeedItem, TranslatedLanguage } from './blocks';
import { az } from './az';
import { kk } from './kk';
import { pageSeed } from './pages';
import { postSeed } from './posts';
import { promotionSeed } from './promotions';
import { rulesSeed } from './rules';
import { tr } from './tr';
import type { SeedTranslation } from './translation';
import { uk } from './uk';

const translations: Record<TranslatedLanguage, SeedTranslation> = { uk, kk, az, tr };

/** An item with its translations added (information pages, rules groups, news and blog posts have them). */
function translated(item: SeedItem): SeedItem {
  const out: SeedItem = { ...item };
  for (const [lang, translation] of Object.entries(translations) as [TranslatedLanguage, SeedTranslation][]) {
    const document = (translation as Partial<Record<ContentKind, Readonly<Record<string, ContentDocument>>>>)[item.kind]?.[item.slug];
    if (document) out[lang] = document;
  }
  return out;
}

/** Every seeded item (demo content, in the six languages where translated); the content service inserts what is missing. */
export const contentSeed: readonly SeedItem[] = [...pageSeed, ...rulesSeed, ...postSeed, ...promotionSeed].map(translated);
export type { SeedItem };

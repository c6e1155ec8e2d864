import type { SeedItem } from './blocks';
import { pageSeed } from './pages';
import { postSeed } from './posts';
import { promotionSeed } from './promotions';
import { rulesSeed } from './rules';

/** Every seeded item (demo content, English and Russian); the content service inserts what is missing. */
export const contentSeed: readonly SeedItem[] = [...pageSeed, ...rulesSeed, ...postSeed, ...promotionSeed];
export type { SeedItem };

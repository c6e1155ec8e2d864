import type { ReactNode } from 'react';
import { BlockAppealPage } from './block-appeal/block-appeal-page';
import { BonusesPage } from './bonuses/bonuses-page';
import { BringFriendPage } from './bringfriend/bringfriend-page';
import { CashbackPage } from './cashback/cashback-page';
import { PromotionPage } from './promotion/promotion-page';
import { RewardsPage } from './rewards/rewards-page';
import { ShareIdeaPage } from './share-idea/share-idea-page';
import { SupportPage } from './support/support-page';

/** The office pages of issue 18 beyond settings, by route name. */
export const MISC_PAGES: Readonly<Record<string, () => ReactNode>> = {
  'office-bonuses-deposit': () => <BonusesPage kind="deposit" />,
  'office-bonuses-wager': () => <BonusesPage kind="wager" />,
  'office-casino-vipcashback': () => <CashbackPage program="vip" />,
  'office-casino-premiumcashback': () => <CashbackPage program="premium" />,
  'office-rewards': () => <RewardsPage />,
  'office-bringfriend': () => <BringFriendPage />,
  'office-support': () => <SupportPage />,
  'office-share-idea': () => <ShareIdeaPage />,
  'office-block-appeal-history': () => <BlockAppealPage />,
  'office-promotion': () => <PromotionPage />,
};

/** The same pages in the office navigation (their paths under office/). */
export const MISC_SECTIONS = [
  ['bonuses/deposit', 'bonuses-deposit'],
  ['bonuses/wager', 'bonuses-wager'],
  ['casino/vipcashback', 'casino-vipcashback'],
  ['casino/premiumcashback', 'casino-premiumcashback'],
  ['rewards', 'rewards'],
  ['bringfriend', 'bringfriend'],
  ['promotion', 'promotion'],
  ['share-idea', 'share-idea'],
  ['support', 'support'],
] as const;

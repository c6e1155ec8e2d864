import type { Command } from '../command';
import ban from './ban';
import block from './block';
import credit from './credit';
import flag from './flag';
import limitQuestions from './limit-questions';
import limits from './limits';
import maintenance from './maintenance';
import redirect from './redirect';
import settle from './settle';
import termsBump from './terms-bump';
import twoStepCode from './two-step-code';
import unblock from './unblock';
// payments (issue 18)
import payments from './payments';
// account and security (issue 18), password reset (issue 15)
import outbox from './outbox';
import verification from './verification';
// office (issue 18)
import bonus from './bonus';
import cashback from './cashback';
import { appeal, friend, promotion, reward } from './office-records';
import support from './support';
// content, promotions and bonus games (issue 19)
import content from './content';
import points from './points';
import promo from './promo';
// issue 16
import seo from './seo';
import user from './user';
// Pools and draws (issue 19)
import lotto from './lotto';
import toto from './toto';
// consent and analytics (issue 16)
import analytics from './analytics';

/** Every operator command by name; add one line per new command file (one line per area below). */
export const commands: Record<string, Command<any>> = Object.fromEntries(
  [
    ...[credit, flag, ban, termsBump, maintenance, block, unblock, redirect, twoStepCode, settle, limits, limitQuestions],
    // payments (issue 18)
    payments,
    // account and security (issue 18), password reset (issue 15)
    ...[outbox, verification],
    // office (issue 18)
    ...[support, bonus, cashback, reward, friend, appeal, promotion],
    // content, promotions and bonus games (issue 19)
    ...[content, promo, points],
    // SEO and referral tags (issue 16)
    seo,
    user,
    // Pools and draws (issue 19)
    ...[lotto, toto],
    // consent and analytics (issue 16)
    analytics,
  ].map((c) => [c.name, c]),
);

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
// office (issue 18)
import bonus from './bonus';
import cashback from './cashback';
import { appeal, friend, promotion, reward } from './office-records';
import support from './support';

/** Every operator command by name; add one line per new command file. */
export const commands: Record<string, Command<any>> = Object.fromEntries(
  [
    ...[credit, flag, ban, termsBump, maintenance, block, unblock, redirect, twoStepCode, settle, limits, limitQuestions],
    // office (issue 18)
    ...[support, bonus, cashback, reward, friend, appeal, promotion],
  ].map((c) => [c.name, c]),
);

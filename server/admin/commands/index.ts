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
// consent and analytics (issue 16)
import analytics from './analytics';

/** Every operator command by name; add one line per new command file. */
export const commands: Record<string, Command<any>> = Object.fromEntries(
  [credit, flag, ban, termsBump, maintenance, block, unblock, redirect, twoStepCode, settle, limits, limitQuestions, /* issue 16 */ analytics].map((c) => [c.name, c]),
);

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
// Pools and draws (issue 19)
import lotto from './lotto';
import toto from './toto';

/** Every operator command by name; add one line per new command file. */
export const commands: Record<string, Command<any>> = Object.fromEntries(
  [credit, flag, ban, termsBump, maintenance, block, unblock, redirect, twoStepCode, settle, limits, limitQuestions,
    // Pools and draws (issue 19)
    lotto,
    toto].map((c) => [c.name, c]),
);

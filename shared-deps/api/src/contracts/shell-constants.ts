// The shell's constants the browser needs (issue 15), free of TypeBox.

/** Spec 2 §2, §9: the policy logo is shown only for these country ids. */
export const POLICY_LOGO_COUNTRY_IDS: readonly number[] = [1, 66, 126, 228, 120];
export const POLICY_LOGO_PATH = '/web-api/policy/logo.agif';
/** The first-deposit bonus: this percent of the deposit, up to this many initial bets of the currency. */
export const FIRST_DEPOSIT_BONUS = { percent: 100, maxInitialBets: 100 } as const;
/**
 * Spec 1 §8 ad-block: a script path ad blockers stop by its name. The shell asks for it; the
 * server answers an empty script, so without an ad blocker nothing fails (no 404 in the console).
 */
export const ADBLOCK_BAIT_PATH = '/ads/adsbygoogle.js';

/** Paths below the language prefix that guards send people to. */
export const wellKnownPaths = {
  login: 'user/login',
  account: 'office/account',
  authApp: 'auth',
  maintenance: 'maintenance',
  confirmTerms: 'confirm',
  /**
   * The ban page (spec 2 §4 "a ban page"): office/block-appeal-history, in the blocked
   * layout. Chosen over office/deduce because deduce is open only at two ban levels, so
   * sending every banned player there would loop; the appeal history is open at every
   * level and carries the forbidden-flag, so it is exactly the banned players' page.
   */
  ban: 'office/block-appeal-history',
  /** The account identification page the identification blocker sends a player to (spec 2 §4). */
  identification: 'office/identification',
} as const;

/** Query parameter carrying the page to come back to after login. */
export const RETURN_URL_PARAM = 'returnUrl';
/** Query parameter that forces the platform (spec 2 §2). */
export const PLATFORM_TYPE_PARAM = 'platform_type';

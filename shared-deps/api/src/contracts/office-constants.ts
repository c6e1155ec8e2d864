// The rest of the player's office (issue 18) and the support button (issue 15): paths, kinds,
// statuses and sizes. TypeBox-free: the browser may import it.

export const OFFICE_API = '/web-api/office';
export const OFFICE_PATHS = {
  /** GET the player's requests; POST a new one (guests too, with an e-mail). */
  support: `${OFFICE_API}/support`,
  /** GET one request with its messages (the player's own only). */
  supportRequest: `${OFFICE_API}/support/:id`,
  /** POST the player's next message in a request. */
  supportMessages: `${OFFICE_API}/support/:id/messages`,
  bonuses: `${OFFICE_API}/bonuses`,
  cashback: `${OFFICE_API}/cashback`,
  rewards: `${OFFICE_API}/rewards`,
  friends: `${OFFICE_API}/friends`,
  ideas: `${OFFICE_API}/ideas`,
  blockAppeals: `${OFFICE_API}/block-appeals`,
  promotions: `${OFFICE_API}/promotions`,
} as const;

export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_AUTHORS = ['player', 'operator'] as const;
export type SupportAuthor = (typeof SUPPORT_AUTHORS)[number];

export const BONUS_KINDS = ['deposit', 'wager'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];
export const BONUS_STATUSES = ['active', 'wagered'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

export const CASHBACK_PROGRAMS = ['vip', 'premium'] as const;
export type CashbackProgram = (typeof CASHBACK_PROGRAMS)[number];

export const APPEAL_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/** Sizes of what a player types. */
export const OFFICE_TEXT = { subjectMax: 200, bodyMax: 4000, emailMax: 254 } as const;

/** The query parameter of a personal referral link (/{lng}/registration?ref=...). */
export const REFERRAL_QUERY = 'ref';

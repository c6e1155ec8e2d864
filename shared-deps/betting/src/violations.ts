// Stable machine codes for every coupon rule; the server maps them onto the error
// envelope (422, or 409 for coef_changed) and the coupon shows `detail`.
import type { MarketId } from './types';

export const VIOLATION_CODES = [
  'bad_type',
  'empty_coupon',
  'bad_coef',
  'duplicate_market',
  'bet_count',
  'system_value',
  'bad_amount',
  'min_amount',
  'max_amount',
  'max_block_amount',
  'locked_bet',
  'banned_express',
  'promo_type9',
  'bad_change_coef_action',
  'coef_changed',
  'market_unavailable',
  // the server's own checks on top of the engine (placement against the live line)
  'score_missing',
  'score_changed',
] as const;
export type ViolationCode = (typeof VIOLATION_CODES)[number];

export interface Violation {
  code: ViolationCode;
  detail: string;
  /** JSON pointer into the submitted coupon, for the error envelope's source.pointer. */
  pointer?: string;
  marketId?: MarketId;
  /** The bound broken (min_amount, max_amount, max_block_amount). */
  limit?: number;
  /** coef_changed: the coefficient the bet would be placed at now. */
  newCoef?: number;
}

/** A violation as a message to the player: `coupon.<code>` and the values its words need. */
export interface ViolationMessage {
  code: `coupon.${ViolationCode}`;
  values: Record<string, string | number>;
}

/**
 * The one mapping from a broken rule to what the player is told, used by the coupon store and
 * by the server's error envelope (`code`, `meta`), so both say the same thing.
 */
export function violationMessage(v: Violation, currencyIso: string): ViolationMessage {
  const values: Record<string, string | number> = {};
  if (v.code === 'min_amount') values.min = v.limit ?? 0;
  if (v.code === 'max_amount' || v.code === 'max_block_amount') values.max = v.limit ?? 0;
  if (v.limit !== undefined) values.currency = currencyIso;
  if (v.newCoef !== undefined) values.coef = v.newCoef;
  if (v.marketId !== undefined) values.marketId = v.marketId;
  return { code: `coupon.${v.code}`, values };
}

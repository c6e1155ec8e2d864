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

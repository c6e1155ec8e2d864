// The stake field's rules: the coupon's (a number in whole minor units of the currency,
// @site/stores parseAmount) and the game's (its min and max, and the balance).
import type { Message } from '@site/api';
import { minorDigits } from '@site/betting';
import { parseAmount } from '@site/stores';

export type StakeCheck = { ok: true; value: number } | { ok: false; reason: Message };

export interface StakeBounds {
  currency: string;
  minStake: number;
  maxStake: number;
  balance: number;
}

/** The stake the player typed, as it will be sent (exactly the number shown), or why it cannot be. */
export function checkStake(text: string, b: StakeBounds): StakeCheck {
  const parsed = parseAmount(text, minorDigits(b.currency), b.currency);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  if (value <= 0 || value < b.minStake)
    return { ok: false, reason: { code: 'casino.stake_below_min', values: { min: b.minStake, currency: b.currency } } };
  if (value > b.maxStake)
    return { ok: false, reason: { code: 'casino.stake_above_max', values: { max: b.maxStake, currency: b.currency } } };
  if (value > b.balance)
    return { ok: false, reason: { code: 'ledger.insufficient_funds', values: { balance: b.balance, currency: b.currency } } };
  return { ok: true, value };
}

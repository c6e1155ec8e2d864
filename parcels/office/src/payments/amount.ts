import type { Message } from '@site/api';
import { isWholeMinor, minorDigits } from '@site/betting';

export interface AmountRule {
  currency: string;
  min: number;
  max: number;
}

/** The step of an amount input in a currency: its smallest unit (0.01 RUB, 1 JPY). */
export const amountStep = (currency: string) => 10 ** -minorDigits(currency);

/**
 * What the player typed as an amount, checked as the server will check it (the same codes): a
 * positive number with at most the currency's decimals, within min and max.
 */
export function checkAmount(text: string, rule: AmountRule): { amount: number } | { message: Message } {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { message: { code: 'form.required' } };
  const amount = Number(trimmed);
  const digits = minorDigits(rule.currency);
  if (!/^\d+(\.\d+)?$/.test(trimmed) || !Number.isFinite(amount) || amount <= 0) return { message: { code: 'payment.amount_below_min', values: { min: rule.min, currency: rule.currency } } };
  if (!isWholeMinor(amount, digits)) return { message: { code: 'payment.amount_decimals', values: { currency: rule.currency, digits } } };
  if (amount < rule.min) return { message: { code: 'payment.amount_below_min', values: { min: rule.min, currency: rule.currency } } };
  if (amount > rule.max) return { message: { code: 'payment.amount_above_max', values: { max: rule.max, currency: rule.currency } } };
  return { amount };
}

/** A fresh key for one payment intent (a retry of the same submit reuses it). */
export function newPaymentKey(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `pay-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

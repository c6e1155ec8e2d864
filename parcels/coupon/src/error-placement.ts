// Where each server error of POST /web-api/coupon/place is shown: next to what caused it.
// The error envelope's source.pointer points into the coupon that was sent (the HTTP contract), so
// '/bets/2' is the third bet SENT, found again by its market id. Errors are kept as messages
// (code and values); the UI puts them into the player's words.
import { messageOfItem, type ApiErrorItem, type Message } from '@site/api';

/** Fields of the coupon an error can sit next to; 'general' is the coupon's own error line. */
export type CouponField = 'amount' | 'promo' | 'system' | 'exactCoef' | 'general';

export interface PlacedErrors {
  fields: Partial<Record<CouponField, Message[]>>;
  /** By market id: errors of a bet row. */
  bets: Record<string, Message[]>;
  /** By market id: errors of a type 9 bet's own amount. */
  betAmounts: Record<string, Message[]>;
}

export const noErrors = (): PlacedErrors => ({ fields: {}, bets: {}, betAmounts: {} });

/** Codes without a pointer that still belong to a field (the last part of a dotted code). */
const FIELD_BY_CODE: Record<string, CouponField> = {
  insufficient_funds: 'amount',
  min_amount: 'amount',
  max_amount: 'amount',
  bad_amount: 'amount',
  limit_reached: 'amount',
  'limit.reached': 'amount',
  promo_type9: 'promo',
  system_value: 'system',
  // the server's dotted codes (@site/api contracts/error-codes.ts)
  'ledger.insufficient_funds': 'amount',
  'coupon.min_amount': 'amount',
  'coupon.max_amount': 'amount',
  'coupon.bad_amount': 'amount',
  'coupon.promo_type9': 'promo',
  'coupon.system_value': 'system',
};

const FIELD_BY_POINTER: Record<string, CouponField> = {
  '/amount': 'amount',
  '/prepaidAmount': 'amount',
  '/promoCode': 'promo',
  '/systemValue': 'system',
  '/exactCoef': 'exactCoef',
};

const same = (a: Message, b: Message) => a.code === b.code && JSON.stringify(a.values ?? {}) === JSON.stringify(b.values ?? {});

function add(into: Record<string, Message[]>, key: string, message: Message): void {
  const before = into[key] ?? [];
  if (!before.some((m) => same(m, message))) into[key] = [...before, message];
}

/** Sorts the error items of one answer by where the coupon shows them. */
export function placeErrors(items: readonly ApiErrorItem[], sentMarketIds: readonly string[]): PlacedErrors {
  const out = noErrors();
  for (const item of items) {
    const message = messageOfItem(item);
    const pointer = item.source?.pointer ?? '';
    const bet = /^\/bets\/(\d+)(\/|$)/.exec(pointer);
    const betAmount = /^\/amountByBetId\/(.+)$/.exec(pointer);
    if (bet) {
      const id = sentMarketIds[Number(bet[1])];
      if (id !== undefined) add(out.bets, id, message);
      else add(out.fields, 'general', message);
    } else if (betAmount) {
      add(out.betAmounts, betAmount[1]!.replace(/~1/g, '/').replace(/~0/g, '~'), message);
    } else if (pointer.startsWith('/amountByBlockId/')) {
      add(out.fields, 'amount', message);
    } else {
      const field = FIELD_BY_POINTER[pointer] ?? FIELD_BY_CODE[item.code] ?? FIELD_BY_CODE[item.code.split('.').pop()!] ?? 'general';
      add(out.fields, field, message);
    }
  }
  return out;
}

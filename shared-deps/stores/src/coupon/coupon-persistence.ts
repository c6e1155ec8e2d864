// Saving and restoring the coupon (spec 1 §3: bets, addedAtByBetId, typeId and
// systemValue are saved locally; a failed save or load is only logged). Stored data is
// as untrusted as a remote payload: every field and every bet is checked, and what does
// not validate is dropped, never thrown.
import { isRecord } from '@site/api';
import { COUPON_TYPE_IDS, isCoef, MIN_SYSTEM_VALUE, type CouponTypeId } from '@site/betting';
import { parseCouponBet } from '@site/bus';
import type { CouponBet, CouponLogger } from './coupon-types';

export const COUPON_STORAGE_KEY = 'coupon';
/** Format version of the stored coupon; anything else is ignored. */
export const COUPON_STORAGE_VERSION = 1;
/** The most bets a coupon holds; a longer stored list is cut, a longer coupon refused. */
export const MAX_COUPON_BETS = 100;

export interface StoredCoupon {
  bets: CouponBet[];
  addedAtByBetId: Record<string, number>;
  typeId: CouponTypeId;
  systemValue: number;
}

export const emptyStoredCoupon = (): StoredCoupon => ({ bets: [], addedAtByBetId: {}, typeId: 0, systemValue: MIN_SYSTEM_VALUE });

/** The stored bet: a parsed bet plus the store's own two coefficient fields. */
function parseStoredBet(x: unknown): CouponBet {
  const bet: CouponBet = parseCouponBet(x);
  const { oldCoef, acceptedCoef } = x as Record<string, unknown>;
  if (isCoef(oldCoef)) bet.oldCoef = oldCoef;
  if (isCoef(acceptedCoef)) bet.acceptedCoef = acceptedCoef;
  return bet;
}

/** Keeps every valid part of stored data; each dropped part is reported through warn. */
export function parseStoredCoupon(raw: unknown, warn: (message: string) => void, now: number): StoredCoupon {
  const out = emptyStoredCoupon();
  if (!isRecord(raw)) {
    warn('stored coupon is not an object');
    return out;
  }
  if (raw.v !== COUPON_STORAGE_VERSION) {
    warn(`stored coupon has format ${JSON.stringify(raw.v)}, expected ${COUPON_STORAGE_VERSION}`);
    return out;
  }
  if (COUPON_TYPE_IDS.includes(raw.typeId as CouponTypeId)) out.typeId = raw.typeId as CouponTypeId;
  else warn(`stored coupon typeId ${JSON.stringify(raw.typeId)} is not a coupon type`);
  if (Number.isSafeInteger(raw.systemValue) && (raw.systemValue as number) >= MIN_SYSTEM_VALUE) out.systemValue = raw.systemValue as number;
  else warn(`stored coupon systemValue ${JSON.stringify(raw.systemValue)} is not a whole number of at least ${MIN_SYSTEM_VALUE}`);

  let bets: unknown[] = [];
  if (Array.isArray(raw.bets)) bets = raw.bets;
  else warn('stored coupon bets is not an array');
  if (bets.length > MAX_COUPON_BETS) {
    warn(`stored coupon has ${bets.length} bets, keeping the first ${MAX_COUPON_BETS}`);
    bets = bets.slice(0, MAX_COUPON_BETS);
  }
  const addedAt = isRecord(raw.addedAtByBetId) ? raw.addedAtByBetId : {};
  if (raw.addedAtByBetId !== undefined && !isRecord(raw.addedAtByBetId)) warn('stored coupon addedAtByBetId is not an object');
  bets.forEach((x, i) => {
    let bet: CouponBet;
    try {
      bet = parseStoredBet(x);
    } catch (error) {
      warn(`stored coupon bet ${i} dropped: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    const id = bet.market.id;
    if (out.addedAtByBetId[id] !== undefined) {
      warn(`stored coupon bet ${i} dropped: market ${id} is there twice`);
      return;
    }
    const at = Object.hasOwn(addedAt, id) ? addedAt[id] : undefined;
    out.bets.push(bet);
    // A bet without a valid time counts as added now: it still sorts after older ones.
    out.addedAtByBetId[id] = typeof at === 'number' && Number.isFinite(at) && at >= 0 ? at : now;
  });
  return out;
}

/** The saved coupon, or null when there is none or it cannot be read (logged). */
export function loadCoupon(storage: Storage | null, key: string, logger: CouponLogger, now: number): StoredCoupon | null {
  if (!storage) return null;
  let text: string | null;
  let raw: unknown;
  try {
    text = storage.getItem(key);
    if (text === null) return null;
    raw = JSON.parse(text);
  } catch (error) {
    logger.warn('coupon: the saved coupon could not be read', error);
    return null;
  }
  const problems: string[] = [];
  const coupon = parseStoredCoupon(raw, (m) => problems.push(m), now);
  if (problems.length > 0) logger.warn(`coupon: parts of the saved coupon were dropped: ${problems.join('; ')}`);
  return coupon;
}

export function serializeCoupon(coupon: StoredCoupon): string {
  return JSON.stringify({ v: COUPON_STORAGE_VERSION, ...coupon });
}

/** Saves; a full or forbidden storage is logged and the page goes on. */
export function saveCoupon(storage: Storage | null, key: string, coupon: StoredCoupon, logger: CouponLogger): boolean {
  return saveCouponText(storage, key, serializeCoupon(coupon), logger);
}

/** Saves a serialized coupon (serializeCoupon); a full or forbidden storage is logged and the page goes on. */
export function saveCouponText(storage: Storage | null, key: string, text: string, logger: CouponLogger): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, text);
    return true;
  } catch (error) {
    logger.warn('coupon: the coupon could not be saved', error);
    return false;
  }
}

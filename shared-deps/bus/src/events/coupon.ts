// Coupon events (spec 1 §7: adding and updating coupon bets are internal events, not
// calls). Remote front-ends publish them through publishExternal, so every payload has a
// `parse` that accepts only what the coupon can hold and copies only the known fields.
import { isRecord } from '@site/api';
import type { Bet, Market } from '@site/betting';
import { BusEvent } from '../event';

/** A bet as the coupon holds it: the engine's Bet plus what the slip shows (spec 1 §3). */
export interface CouponBetInput extends Bet {
  /** The bonus bet the site offers into an express; deleting it is remembered. */
  isBonus?: boolean;
  gameNumber?: number;
  gameStatus?: string;
  /** Start time, ms since the epoch. */
  startTime?: number;
  opponentNames?: string[];
  scores?: string;
  playersDuel?: boolean;
  pageType?: string;
}

/** Fields of a bet that an update may change (the market id is the bet's key). */
export type CouponBetChanges = Partial<Omit<CouponBetInput, 'market'>> & { market?: Partial<Omit<Market, 'id'>> };

/** Longest text accepted in any field; ids and names are short, this only stops abuse. */
export const MAX_TEXT = 500;
const MAX_NAMES = 10;
/** Same bounds as the engine's: no price is a million to one. */
const MAX_COEF = 1_000_000;

type Obj = Record<string, unknown>;

function fail(message: string): never {
  throw new Error(message);
}

/** A price: finite, above 1.000 when quoted to thousandths, at most a million. */
export function isCouponCoef(x: unknown): x is number {
  return typeof x === 'number' && Number.isFinite(x) && Math.round(x * 1000) > 1000 && x <= MAX_COEF;
}

export function isMarketId(x: unknown): x is string {
  return typeof x === 'string' && x !== '' && x.length <= MAX_TEXT;
}

// One checker per field kind; each copies the value into `out` when present and valid.
const text = (v: unknown) => typeof v === 'string' && v.length <= MAX_TEXT;
const num = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const int = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v);
const bool = (v: unknown) => typeof v === 'boolean';
const kind = (v: unknown) => v === 'regular' || v === 'special';
const names = (v: unknown) => Array.isArray(v) && v.length <= MAX_NAMES && v.every(text);

const MARKET_FIELDS: Record<Exclude<keyof Market, 'id' | 'coef'>, (v: unknown) => boolean> = {
  kind,
  isLive: bool,
  sportId: int,
  typeId: int,
  gameId: int,
  champId: int,
  name: text,
  names,
};

// gameId and score belong to the coupon as it is sent (the engine derives them), never to a bet event.
const BET_FIELDS: Record<Exclude<keyof CouponBetInput, 'market' | 'gameId' | 'score'>, (v: unknown) => boolean> = {
  blockId: int,
  statusId: int,
  typeId: int,
  isBlocked: bool,
  isDepend: bool,
  isBannedExpress: bool,
  isBanker: bool,
  isDisabledBanker: bool,
  expressId: int,
  sportNameEng: text,
  champNameEng: text,
  statisticId: text,
  isBonus: bool,
  gameNumber: int,
  gameStatus: text,
  startTime: num,
  opponentNames: names,
  scores: text,
  playersDuel: bool,
  pageType: text,
};

function copyFields(src: Obj, fields: Record<string, (v: unknown) => boolean>, out: Obj, where: string): void {
  for (const [key, ok] of Object.entries(fields)) {
    const v = src[key];
    if (v === undefined) continue;
    if (!ok(v)) fail(`${where}${key} has a wrong type or is too long`);
    out[key] = Array.isArray(v) ? [...v] : v;
  }
}

function parseMarket(x: unknown, partial: boolean): Obj {
  if (!isRecord(x)) fail('market must be an object');
  const out: Obj = {};
  if (!partial) {
    if (!isMarketId(x.id)) fail(`market.id must be a non-empty string of at most ${MAX_TEXT} characters`);
    out.id = x.id;
  }
  if (!partial || x.coef !== undefined) {
    if (!isCouponCoef(x.coef)) fail('market.coef must be a coefficient above 1 and at most 1000000');
    out.coef = x.coef;
  }
  copyFields(x, MARKET_FIELDS, out, 'market.');
  return out;
}

/** A bet from outside the page's code: throws on anything the coupon cannot hold. */
export function parseCouponBet(x: unknown): CouponBetInput {
  if (!isRecord(x)) fail('bet must be an object');
  const out: Obj = { market: parseMarket(x.market, false) };
  copyFields(x, BET_FIELDS, out, '');
  return out as unknown as CouponBetInput;
}

export function parseCouponBetChanges(x: unknown): CouponBetChanges {
  if (!isRecord(x)) fail('changes must be an object');
  const out: Obj = {};
  if (x.market !== undefined) out.market = parseMarket(x.market, true);
  copyFields(x, BET_FIELDS, out, '');
  return out as CouponBetChanges;
}

function payloadObject(p: unknown): Obj {
  if (!isRecord(p)) fail('payload must be an object');
  return p;
}

function marketIdOf(p: Obj): string {
  if (!isMarketId(p.marketId)) fail(`marketId must be a non-empty string of at most ${MAX_TEXT} characters`);
  return p.marketId;
}

export class AddBetToCoupon extends BusEvent<{ bet: CouponBetInput }> {
  static readonly type = 'coupon/add-bet';
  static parse(p: unknown): { bet: CouponBetInput } {
    return { bet: parseCouponBet(payloadObject(p).bet) };
  }
}

export class RemoveBetFromCoupon extends BusEvent<{ marketId: string }> {
  static readonly type = 'coupon/remove-bet';
  static parse(p: unknown): { marketId: string } {
    return { marketId: marketIdOf(payloadObject(p)) };
  }
}

export class UpdateCouponBet extends BusEvent<{ marketId: string; changes: CouponBetChanges }> {
  static readonly type = 'coupon/update-bet';
  static parse(p: unknown): { marketId: string; changes: CouponBetChanges } {
    const o = payloadObject(p);
    return { marketId: marketIdOf(o), changes: parseCouponBetChanges(o.changes) };
  }
}

export interface OddsChange {
  marketId: string;
  coef: number;
  isBlocked?: boolean;
}

/** A live odds update for one market (published by the live stream client). */
export class OddsChanged extends BusEvent<OddsChange> {
  static readonly type = 'coupon/odds-changed';
  static parse(p: unknown): OddsChange {
    const o = payloadObject(p);
    const marketId = marketIdOf(o);
    if (!isCouponCoef(o.coef)) fail('coef must be a coefficient above 1 and at most 1000000');
    if (o.isBlocked !== undefined && typeof o.isBlocked !== 'boolean') fail('isBlocked must be a boolean');
    return { marketId, coef: o.coef, ...(o.isBlocked !== undefined && { isBlocked: o.isBlocked }) };
  }
}

/** Every coupon event class, for publishExternal's list of accepted types. */
export const COUPON_EVENTS = [AddBetToCoupon, RemoveBetFromCoupon, UpdateCouponBet, OddsChanged] as const;

// The coupon calls (the HTTP contract: /web-api/coupon/*, /web-api/user/bets), written once: the server's
// placement, saved coupons and history produce these answers; the coupon and office read them.
import { type Static, Type } from '@sinclair/typebox';
import { COUPON_STATUSES } from './coupons-constants';
import { CatalogueLang, Id, StrictObject, StringEnum } from './schema-helpers';

export const MAX_COUPON_BETS = 50;
const Num = Type.Number();
const Int = Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647 });
const MarketId = Type.Union([Id, Type.String({ minLength: 1, maxLength: 12 })]);
const Str = (max: number) => Type.String({ maxLength: max });
const Score = Type.Tuple([Type.Integer({ minimum: 0, maximum: 100_000 }), Type.Integer({ minimum: 0, maximum: 100_000 })]);

// A bet carries what the coupon shows (names, scores...); the server reads only what it
// needs and re-reads the market itself, so display fields are allowed but typed where known.
const SubmittedMarket = Type.Object({
  id: MarketId,
  coef: Num,
  kind: Type.Optional(StringEnum(['regular', 'special'] as const)),
  isLive: Type.Optional(Type.Boolean()),
  sportId: Type.Optional(Int),
  typeId: Type.Optional(Int),
  gameId: Type.Optional(Int),
  champId: Type.Optional(Int),
  name: Type.Optional(Str(500)),
});
const SubmittedBet = Type.Object({
  market: SubmittedMarket,
  gameId: Type.Optional(Id),
  score: Type.Optional(Score),
  blockId: Type.Optional(Int),
  statusId: Type.Optional(Int),
  typeId: Type.Optional(Int),
  isBlocked: Type.Optional(Type.Boolean()),
  isDepend: Type.Optional(Type.Boolean()),
  isBannedExpress: Type.Optional(Type.Boolean()),
  isBanker: Type.Optional(Type.Boolean()),
  isDisabledBanker: Type.Optional(Type.Boolean()),
  expressId: Type.Optional(Int),
  sportNameEng: Type.Optional(Str(200)),
  champNameEng: Type.Optional(Str(500)),
  statisticId: Type.Optional(Str(100)),
});
const AmountMap = Type.Record(Type.String({ maxLength: 12 }), Num, { maxProperties: MAX_COUPON_BETS });

/** POST /web-api/coupon/place: the coupon to submit (spec 1 §3) plus its idempotency key. */
export const PlaceBody = StrictObject({
  idempotencyKey: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' }),
  typeId: Type.Integer(),
  amount: Type.Optional(Num),
  amountByBetId: Type.Optional(AmountMap),
  amountByBlockId: Type.Optional(AmountMap),
  bets: Type.Array(SubmittedBet, { maxItems: MAX_COUPON_BETS }),
  systemValue: Type.Optional(Type.Integer()),
  changeCoefAction: Type.Optional(Type.Integer()),
  exactCoef: Type.Optional(Num),
  isDropOnScoreChange: Type.Optional(Type.Boolean()),
  promoCode: Type.Optional(Str(40)),
  accountId: Type.Optional(Id),
  // Fields of the coupon to submit (spec 1 §3) the server recomputes or does not use.
  id: Type.Optional(Str(100)),
  userId: Type.Optional(Int),
  coef: Type.Optional(Num),
  coefByView: Type.Optional(Str(40)),
  coefViewId: Type.Optional(Int),
  prepaidAmount: Type.Optional(Num),
  refId: Type.Optional(Int),
  hyperBonusPercent: Type.Optional(Num),
  minHyperBonusBetLimit: Type.Optional(Num),
  maxHyperBonusLimit: Type.Optional(Num),
});
export type PlaceBody = Static<typeof PlaceBody>;

export const PlaceAnswer = Type.Object({
  couponId: Type.Integer(),
  coef: Type.Number(),
  /** What the coupon pays if every selection wins, express bonus included. */
  possibleWin: Type.Number(),
  /** The account's balance right after the stake was taken. */
  balance: Type.Number(),
  /** Express bonus multiplier applied to possibleWin (1: none). */
  bonusCoef: Type.Number(),
  demo: Type.Literal(true),
});
export type PlaceAnswer = Static<typeof PlaceAnswer>;

/** POST /web-api/coupon/save */
export const SaveBody = StrictObject({
  typeId: Type.Integer({ minimum: 0, maximum: 9 }),
  systemValue: Type.Optional(Type.Integer({ minimum: 2, maximum: MAX_COUPON_BETS })),
  bets: Type.Array(Type.Object({ market: Type.Object({ id: MarketId }), isBanker: Type.Optional(Type.Boolean()) }), {
    minItems: 1,
    maxItems: MAX_COUPON_BETS,
  }),
});
export const SaveAnswer = Type.Object({ code: Type.String(), expiresAt: Type.String({ description: 'ISO date-time' }) });
export type SaveAnswer = Static<typeof SaveAnswer>;

export const SavedCodeParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 16 }) });
export const CouponLangQuery = StrictObject({ lang: Type.Optional(CatalogueLang) });

/** A saved coupon's bet at the current odds (blocked when its market ended or is blocked). */
export const LoadedBet = Type.Object({
  gameId: Type.Integer(),
  isBanker: Type.Boolean(),
  isBlocked: Type.Boolean(),
  isBannedExpress: Type.Boolean(),
  isDepend: Type.Boolean(),
  opponents: Type.Tuple([Type.String(), Type.String()]),
  market: Type.Object({
    id: Type.Integer(),
    coef: Type.Number(),
    typeId: Type.Integer(),
    name: Type.String(),
    kind: StringEnum(['regular', 'special'] as const),
    isLive: Type.Boolean(),
    sportId: Type.Integer(),
    champId: Type.Integer(),
    gameId: Type.Integer(),
  }),
});
export type LoadedBet = Static<typeof LoadedBet>;

/** GET /web-api/coupon/load/:code */
export const LoadAnswer = Type.Object({
  demo: Type.Boolean(),
  typeId: Type.Integer(),
  systemValue: Type.Union([Type.Integer(), Type.Null()]),
  bets: Type.Array(LoadedBet),
});
export type LoadAnswer = Static<typeof LoadAnswer>;

export const SelectionView = Type.Object({
  marketId: Type.Integer(),
  gameId: Type.Integer(),
  marketName: Type.String(),
  opponents: Type.Tuple([Type.String(), Type.String()]),
  sportId: Type.Integer(),
  champId: Type.Integer(),
  /** epoch ms */
  startTime: Type.Number(),
  coef: Type.Number(),
  isBanker: Type.Boolean(),
  isLive: Type.Boolean(),
  /** Type 9: this single's stake. */
  amount: Type.Union([Type.Number(), Type.Null()]),
  /** null while the game is not settled */
  outcome: Type.Union([StringEnum(['win', 'lose', 'void'] as const), Type.Null()]),
  score: Type.Tuple([Type.Integer(), Type.Integer()]),
});
export type SelectionView = Static<typeof SelectionView>;

/** A placed coupon as the history and print-coupon show it. */
export const CouponView = Type.Object({
  couponId: Type.Integer(),
  typeId: Type.Integer(),
  systemValue: Type.Union([Type.Integer(), Type.Null()]),
  status: StringEnum(COUPON_STATUSES),
  currency: Type.String(),
  amount: Type.Number(),
  coef: Type.Number(),
  possibleWin: Type.Number(),
  /** Paid out once settled (0 for a lost coupon), null while open. */
  win: Type.Union([Type.Number(), Type.Null()]),
  bonusCoef: Type.Number(),
  createdAt: Type.String(),
  settledAt: Type.Union([Type.String(), Type.Null()]),
  selections: Type.Array(SelectionView),
});
export type CouponView = Static<typeof CouponView>;

/** GET /web-api/coupon/:couponId (its owner only) */
export const PlacedCouponParams = Type.Object({ couponId: Id });
export const CouponAnswer = Type.Object({ demo: Type.Boolean(), coupon: CouponView });
export type CouponAnswer = Static<typeof CouponAnswer>;

/** GET /web-api/user/bets: `from`/`to` an ISO date or epoch ms, newest first. */
export const BetsQuery = StrictObject({
  from: Type.Optional(Type.String({ maxLength: 40 })),
  to: Type.Optional(Type.String({ maxLength: 40 })),
  status: Type.Optional(StringEnum([...COUPON_STATUSES, 'all'] as const)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  lang: Type.Optional(CatalogueLang),
});
export const BetsAnswer = Type.Object({ demo: Type.Boolean(), bets: Type.Array(CouponView) });
export type BetsAnswer = Static<typeof BetsAnswer>;

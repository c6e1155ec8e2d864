import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../plugins/external/http-error';
import { protectedRoute, requireUser } from '../plugins/app/auth/guards';
import { StrictObject, StringEnum } from '../lib/schema-helpers';
import type { BettingConfig, PlaceBody } from '../plugins/app/sportsbook/placement';
import { isCode } from '../plugins/app/sportsbook/saved-coupons';
import { langOf } from './line';

const MAX_BETS = 50;
const Num = Type.Number();
const Int = Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647 });
const MarketIdSchema = Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.String({ minLength: 1, maxLength: 12 })]);
const Str = (max: number) => Type.String({ maxLength: max });

// A bet carries what the coupon shows (names, scores...); the server reads only what it
// needs and re-reads the market itself, so display fields are allowed but typed where known.
const MarketSchema = Type.Object({
  id: MarketIdSchema,
  coef: Num,
  kind: Type.Optional(StringEnum(['regular', 'special'] as const)),
  isLive: Type.Optional(Type.Boolean()),
  sportId: Type.Optional(Int),
  typeId: Type.Optional(Int),
  gameId: Type.Optional(Int),
  champId: Type.Optional(Int),
  name: Type.Optional(Str(500)),
});
const BetSchema = Type.Object({
  market: MarketSchema,
  gameId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  score: Type.Optional(Type.Tuple([Type.Integer({ minimum: 0, maximum: 100_000 }), Type.Integer({ minimum: 0, maximum: 100_000 })])),
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
const AmountMap = Type.Record(Type.String({ maxLength: 12 }), Num, { maxProperties: MAX_BETS });

export const PlaceBodySchema = StrictObject({
  idempotencyKey: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' }),
  typeId: Type.Integer(),
  amount: Type.Optional(Num),
  amountByBetId: Type.Optional(AmountMap),
  amountByBlockId: Type.Optional(AmountMap),
  bets: Type.Array(BetSchema, { maxItems: MAX_BETS }),
  systemValue: Type.Optional(Type.Integer()),
  changeCoefAction: Type.Optional(Type.Integer()),
  exactCoef: Type.Optional(Num),
  isDropOnScoreChange: Type.Optional(Type.Boolean()),
  promoCode: Type.Optional(Str(40)),
  accountId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
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

const SaveBody = StrictObject({
  typeId: Type.Integer({ minimum: 0, maximum: 9 }),
  systemValue: Type.Optional(Type.Integer({ minimum: 2, maximum: MAX_BETS })),
  bets: Type.Array(
    Type.Object({ market: Type.Object({ id: MarketIdSchema }), isBanker: Type.Optional(Type.Boolean()) }),
    { minItems: 1, maxItems: MAX_BETS },
  ),
});
const CodeParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 16 }) });
const CouponParams = Type.Object({ couponId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const LangQuery = Type.Object({ lang: Type.Optional(StringEnum(['en', 'ru'] as const)) }, { additionalProperties: false });

export default async function couponRoutes(app: FastifyInstance) {
  // The answer is a few hundred bytes and bet bodies are never sent compressed: the compression
  // hooks would cost every bet and save nothing.
  app.post<{ Body: Static<typeof PlaceBodySchema> }>('/web-api/coupon/place', { onRequest: protectedRoute, schema: { body: PlaceBodySchema }, compress: false, decompress: false }, async (request, reply) => {
    const config = (await app.siteConfig.get()).betting as BettingConfig;
    reply.header('Cache-Control', 'no-store');
    return app.placement.place(request.userId as number, request.body as PlaceBody, config);
  });

  app.post<{ Body: Static<typeof SaveBody> }>('/web-api/coupon/save', { schema: { body: SaveBody } }, async (request) => {
    const ids = request.body.bets.map((b) => String(b.market.id));
    if (ids.some((id) => !/^[1-9]\d{0,9}$/.test(id))) throw new HttpError(400, 'validation', 'every bet needs a numeric market id', '/bets');
    if (new Set(ids).size !== ids.length) throw new HttpError(422, 'duplicate_market', 'a market is in the coupon twice', '/bets');
    const { code, expiresAt } = await app.savedCoupons.save({
      typeId: request.body.typeId,
      systemValue: request.body.systemValue ?? null,
      bets: request.body.bets.map((b) => ({ marketId: Number(b.market.id), isBanker: Boolean(b.isBanker) })),
    });
    return { code, expiresAt: new Date(expiresAt).toISOString() };
  });

  app.get<{ Params: Static<typeof CodeParams>; Querystring: Static<typeof LangQuery> }>(
    '/web-api/coupon/load/:code',
    { schema: { params: CodeParams, querystring: LangQuery } },
    async (request, reply) => {
      const code = request.params.code.toUpperCase();
      const loaded = isCode(code) ? await app.savedCoupons.load(code, await langOf(app, request.query.lang)) : null;
      if (!loaded) throw new HttpError(404, 'not_found', 'No saved coupon has this code, or it has expired', '/code');
      reply.header('Cache-Control', 'no-store');
      return { demo: true, ...loaded };
    },
  );

  // Only its owner sees a coupon; anyone else gets the same 404 as for a coupon that does not exist.
  app.get<{ Params: Static<typeof CouponParams>; Querystring: Static<typeof LangQuery> }>(
    '/web-api/coupon/:couponId',
    { onRequest: requireUser, schema: { params: CouponParams, querystring: LangQuery } },
    async (request, reply) => {
      const coupon = await app.couponHistory.one(request.userId as number, request.params.couponId, await langOf(app, request.query.lang));
      if (!coupon) throw new HttpError(404, 'not_found', 'There is no such coupon', '/couponId');
      reply.header('Cache-Control', 'no-store');
      return { demo: true, coupon };
    },
  );
}

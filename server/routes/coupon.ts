import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  answers,
  CouponAnswer,
  CouponLangQuery,
  LoadAnswer,
  PlaceAnswer,
  PlaceBody,
  PlacedCouponParams,
  SaveAnswer,
  SaveBody,
  SavedCodeParams,
} from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { protectedRoute, requireUser } from '../plugins/app/auth/guards';
import type { BettingConfig, PlaceBody as EngineCoupon } from '../plugins/app/sportsbook/placement';
import { isCode } from '../plugins/app/sportsbook/saved-coupons';
import { tooManyAttempts } from '../plugins/external/attempt-limit';
import { HttpError } from '../plugins/external/http-error';
import { langOf } from './line';

export default async function couponRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  // The answer is a few hundred bytes and bet bodies are never sent compressed: the compression
  // hooks would cost every bet and save nothing.
  app.post(
    '/web-api/coupon/place',
    { onRequest: protectedRoute, schema: { body: PlaceBody, response: answers({ 200: PlaceAnswer }) }, compress: false, decompress: false },
    async (request, reply) => {
      const config = (await app.siteConfig.get()).betting as BettingConfig;
      reply.header('Cache-Control', 'no-store');
      return app.placement.place(request.userId as number, request.body as EngineCoupon, config);
    },
  );

  app.post('/web-api/coupon/save', { schema: { body: SaveBody, response: answers({ 200: SaveAnswer }) } }, async (request) => {
    const ids = request.body.bets.map((b) => String(b.market.id));
    if (ids.some((id) => !/^[1-9]\d{0,9}$/.test(id)))
      throw new HttpError(400, 'request.invalid', 'every bet needs a numeric market id', { pointer: '/bets' });
    if (new Set(ids).size !== ids.length)
      throw new HttpError(422, 'coupon.duplicate_market', 'a market is in the coupon twice', { pointer: '/bets' });
    const { code, expiresAt } = await app.savedCoupons.save({
      typeId: request.body.typeId,
      systemValue: request.body.systemValue ?? null,
      bets: request.body.bets.map((b) => ({ marketId: Number(b.market.id), isBanker: Boolean(b.isBanker) })),
    });
    return { code, expiresAt: new Date(expiresAt).toISOString() };
  });

  app.get(
    '/web-api/coupon/load/:code',
    { schema: { params: SavedCodeParams, querystring: CouponLangQuery, response: answers({ 200: LoadAnswer }) } },
    async (request, reply) => {
      const code = request.params.code.toUpperCase();
      const wait = await app.couponLookupLimit.retryAfter(request);
      if (wait !== null) throw tooManyAttempts(wait);
      const loaded = isCode(code) ? await app.savedCoupons.load(code, await langOf(app, request.query.lang)) : null;
      if (!loaded) {
        await app.couponLookupLimit.count(request);
        throw new HttpError(404, 'coupon.saved_not_found', 'No saved coupon has this code, or it has expired', { pointer: '/code' });
      }
      reply.header('Cache-Control', 'no-store');
      return { demo: true, ...loaded };
    },
  );

  // Only its owner sees a coupon; anyone else gets the same 404 as for a coupon that does not exist.
  app.get(
    '/web-api/coupon/:couponId',
    {
      onRequest: requireUser,
      schema: { params: PlacedCouponParams, querystring: CouponLangQuery, response: answers({ 200: CouponAnswer }) },
    },
    async (request, reply) => {
      const coupon = await app.couponHistory.one(request.userId as number, request.params.couponId, await langOf(app, request.query.lang));
      if (!coupon) throw new HttpError(404, 'coupon.not_found', 'There is no such coupon', { pointer: '/couponId' });
      reply.header('Cache-Control', 'no-store');
      return { demo: true, coupon };
    },
  );
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  answers,
  LOTTO_PATHS,
  LottoBuyAnswer,
  LottoBuyBody,
  LottoDrawAnswer,
  LottoDrawParams,
  LottoGameAnswer,
  LottoGameParams,
  LottoGameQuery,
  LottoGamesAnswer,
  LottoTicketsAnswer,
} from '@site/api/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { protectedRoute, requireUser } from '../plugins/app/auth/guards';
import { currencyById, type Currency } from '../plugins/app/money/currencies';

/** Prices in the player's active account's currency; RUB for a guest. */
export async function viewCurrency(app: FastifyInstance, request: FastifyRequest): Promise<Currency> {
  const account = request.userId ? await app.accounts.activeAccount(request.userId) : undefined;
  return currencyById(account?.currency_id ?? 1) ?? (currencyById(1) as Currency);
}

/** Lotto (issue 19): the catalogue of draw games, results, draws, the player's tickets and buying one. */
export default async function lottoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(LOTTO_PATHS.games, { schema: { response: answers({ 200: LottoGamesAnswer }) } }, async (request) => ({
    demo: true as const,
    games: await app.lotto.games(await viewCurrency(app, request)),
  }));

  app.get(
    LOTTO_PATHS.game,
    { schema: { params: LottoGameParams, querystring: LottoGameQuery, response: answers({ 200: LottoGameAnswer }) } },
    async (request) => ({ demo: true as const, ...(await app.lotto.game(request.params.gameId, await viewCurrency(app, request), request.query.limit)) }),
  );

  app.get(LOTTO_PATHS.draw, { schema: { params: LottoDrawParams, response: answers({ 200: LottoDrawAnswer }) } }, async (request) => ({
    demo: true as const,
    draw: await app.lotto.draw(Number(request.params.drawId)),
  }));

  app.get(LOTTO_PATHS.tickets, { onRequest: requireUser, schema: { response: answers({ 200: LottoTicketsAnswer }) } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { demo: true as const, tickets: await app.lotto.tickets(request.userId as number) };
  });

  app.post(
    LOTTO_PATHS.tickets,
    { onRequest: protectedRoute, schema: { body: LottoBuyBody, response: answers({ 200: LottoBuyAnswer }) } },
    async (request) => app.lotto.buy(request.userId as number, request.body),
  );
}

// The casino calls (issue 17; contracts in @site/api/contracts casino.ts): catalogue,
// providers, favourites, games-preview (spec 2 §7), game sessions and rounds, fairness, history.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  TextFile,
  answers,
  CasinoFavoritesAnswer,
  CasinoFavoritesQuery,
  CasinoGameAnswer,
  CasinoGameParams,
  CasinoGamesAnswer,
  CasinoGamesQuery,
  CasinoProvidersAnswer,
  CasinoSession,
  CasinoSessionParams,
  ClientSeedBody,
  FairnessQuery,
  FairnessView,
  GamesPreviewAnswer,
  GamesPreviewQuery,
  LaunchBody,
  RotateAnswer,
  RoundAnswer,
  RoundBody,
  RoundParams,
  RoundQuery,
  RoundsAnswer,
  RoundsQuery,
  RoundViewAnswer,
} from '@site/api/contracts';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireTermsAccepted, requireUser } from '../plugins/app/auth/guards';
import { ENGINES } from '../plugins/app/casino/engines/index';
import { tileSvg } from '../plugins/app/casino/tile-image';
import { HttpError } from '../plugins/external/http-error';

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

export default async function casinoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { catalogue, fairness, rounds } = app.casino;
  const uid = (r: { userId: number | null }) => r.userId ?? null;
  const TileImageParams = Type.Object({ theme: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }), file: Type.String({ pattern: '^[a-z0-9-]{1,120}\\.svg$' }) });

  // --- catalogue ---
  app.get(
    '/web-api/casino/games',
    { schema: { querystring: CasinoGamesQuery, response: answers({ 200: CasinoGamesAnswer }) } },
    async (request) => catalogue.list(request.query, uid(request)),
  );

  app.get(
    '/web-api/casino/games/:gameId',
    { schema: { params: CasinoGameParams, response: answers({ 200: CasinoGameAnswer }) } },
    async (request) => {
      const game = await catalogue.one(request.params.gameId, uid(request));
      if (!game) throw new HttpError(404, 'casino.game_not_found', 'There is no such game', { pointer: '/gameId' });
      return { game, rules: ENGINES[game.engine].rules() };
    },
  );

  // the tiles' pictures (`image`, games-preview `TR`): drawn from the theme and the name
  app.get(
    '/casino/images/:theme/:file',
    { schema: { params: TileImageParams, response: answers({ 200: TextFile }) } },
    async (request, reply) => {
      reply.type('image/svg+xml; charset=utf-8').header('Cache-Control', 'public, max-age=86400');
      return tileSvg(request.params.theme, request.params.file.slice(0, -'.svg'.length));
    },
  );

  app.get('/web-api/casino/providers', { schema: { response: answers({ 200: CasinoProvidersAnswer }) } }, async () => ({
    providers: await catalogue.providers(),
  }));

  app.get(
    '/web-api/casino/games-preview',
    { schema: { querystring: GamesPreviewQuery, response: answers({ 200: GamesPreviewAnswer }) } },
    async (request) => ({
      Success: true,
      Value: await catalogue.preview(request.query.includeCategories === true),
    }),
  );

  // --- favourites (signed in; each player sees only their own) ---
  app.get(
    '/web-api/casino/favorites',
    { onRequest: requireUser, schema: { querystring: CasinoFavoritesQuery, response: answers({ 200: CasinoGamesAnswer }) } },
    async (request, reply) => {
      noStore(reply);
      return catalogue.favorites(request.userId as number, request.query.page, request.query.limit);
    },
  );
  app.post(
    '/web-api/casino/favorites/:gameId',
    { onRequest: requireUser, schema: { params: CasinoGameParams, response: answers({ 200: CasinoFavoritesAnswer }) } },
    async (request) => ({ ids: await catalogue.addFavorite(request.userId as number, request.params.gameId) }),
  );
  app.delete(
    '/web-api/casino/favorites/:gameId',
    { onRequest: requireUser, schema: { params: CasinoGameParams, response: answers({ 200: CasinoFavoritesAnswer }) } },
    async (request) => ({ ids: await catalogue.removeFavorite(request.userId as number, request.params.gameId) }),
  );

  // --- sessions and rounds ---
  app.post(
    '/web-api/casino/games/:gameId/launch',
    { onRequest: requireTermsAccepted, schema: { params: CasinoGameParams, body: LaunchBody, response: answers({ 200: CasinoSession }) } },
    async (request, reply) => {
      noStore(reply);
      return rounds.launch(request.params.gameId, request.body.mode, uid(request));
    },
  );
  app.post(
    '/web-api/casino/sessions/:sessionId/rounds',
    {
      onRequest: requireTermsAccepted,
      schema: { params: CasinoSessionParams, body: RoundBody, response: answers({ 200: RoundAnswer }) },
      compress: false,
      decompress: false,
    },
    async (request, reply) => {
      noStore(reply);
      return rounds.play(request.params.sessionId, uid(request), request.body);
    },
  );

  // --- fairness ---
  app.get(
    '/web-api/casino/fairness',
    { schema: { querystring: FairnessQuery, response: answers({ 200: FairnessView }) } },
    async (request, reply) => {
      noStore(reply);
      return fairness.view(await rounds.seedOwner(uid(request), request.query.sessionId));
    },
  );
  app.put(
    '/web-api/casino/fairness/client-seed',
    { schema: { body: ClientSeedBody, response: answers({ 200: FairnessView }) } },
    async (request) => fairness.setClientSeed(await rounds.seedOwner(uid(request), request.body.sessionId), request.body.clientSeed),
  );
  app.post(
    '/web-api/casino/fairness/rotate',
    { schema: { querystring: FairnessQuery, response: answers({ 200: RotateAnswer }) } },
    async (request) => fairness.rotate(await rounds.seedOwner(uid(request), request.query.sessionId)),
  );

  // --- history (the office; the verify page) ---
  app.get(
    '/web-api/casino/rounds',
    { schema: { querystring: RoundsQuery, response: answers({ 200: RoundsAnswer }) } },
    async (request, reply) => {
      noStore(reply);
      return rounds.history(uid(request), request.query);
    },
  );
  app.get(
    '/web-api/casino/rounds/:roundId',
    { schema: { params: RoundParams, querystring: RoundQuery, response: answers({ 200: RoundViewAnswer }) } },
    async (request, reply) => {
      noStore(reply);
      return { round: await rounds.one(request.params.roundId, uid(request), request.query.sessionId) };
    },
  );
}

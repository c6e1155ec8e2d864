import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  answers,
  AppealBody,
  AppealsAnswer,
  AppealView,
  BonusesAnswer,
  CashbackAnswer,
  FriendsAnswer,
  IdeaBody,
  IdeasAnswer,
  IdeaView,
  OFFICE_PATHS,
  OfficeIdParams,
  PromotionsAnswer,
  RewardsAnswer,
  SupportCreateAnswer,
  SupportCreateBody,
  SupportListAnswer,
  SupportReplyBody,
  SupportThreadAnswer,
} from '@site/api/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireUser } from '../plugins/app/auth/guards';
import { referralCode } from '../plugins/app/office/records';
import { AttemptLimit } from '../plugins/external/attempt-limit';

/** Guests' support requests per address and hour (a player's are not limited: they are his). */
export const GUEST_SUPPORT_LIMIT = { max: 10, windowMs: 60 * 60_000 };

function noStore(reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store');
}

/**
 * The rest of the player's office (issue 18) and the support form of the support button
 * (issue 15). Every page reads the signed-in player's own data; a banned player still reaches
 * support and his block appeals (no terms guard: a player who must accept new terms can still
 * ask for help). A guest may only send a support request, with an e-mail.
 */
export default async function officeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const me = (request: { userId?: number | null }) => request.userId as number;
  const guestLimit = new AttemptLimit(app, 'support:guest', GUEST_SUPPORT_LIMIT);

  // --- support ---
  app.post(
    OFFICE_PATHS.support,
    { schema: { body: SupportCreateBody, response: answers({ 201: SupportCreateAnswer }) } },
    async (request, reply) => {
      const userId = request.userId ?? null;
      if (userId === null && request.body.email) {
        await guestLimit.guard(request);
      }
      const request_ = await app.support.create(userId, request.body);
      noStore(reply);
      return reply.code(201).send({ request: request_ });
    },
  );
  app.get(OFFICE_PATHS.support, { onRequest: requireUser, schema: { response: answers({ 200: SupportListAnswer }) } }, async (request, reply) => {
    noStore(reply);
    return { requests: await app.support.list(me(request)) };
  });
  app.get(
    OFFICE_PATHS.supportRequest,
    { onRequest: requireUser, schema: { params: OfficeIdParams, response: answers({ 200: SupportThreadAnswer }) } },
    async (request, reply) => {
      noStore(reply);
      return app.support.thread(me(request), request.params.id);
    },
  );
  app.post(
    OFFICE_PATHS.supportMessages,
    { onRequest: requireUser, schema: { params: OfficeIdParams, body: SupportReplyBody, response: answers({ 200: SupportThreadAnswer }) } },
    async (request, reply) => {
      noStore(reply);
      return app.support.reply(me(request), request.params.id, request.body.body);
    },
  );

  // --- bonuses, cashback, rewards, friends ---
  app.get(OFFICE_PATHS.bonuses, { onRequest: requireUser, schema: { response: answers({ 200: BonusesAnswer }) } }, async (request, reply) => {
    noStore(reply);
    return { bonuses: await app.grants.bonuses(me(request)) };
  });
  app.get(OFFICE_PATHS.cashback, { onRequest: requireUser, schema: { response: answers({ 200: CashbackAnswer }) } }, async (request, reply) => {
    noStore(reply);
    return { cashback: await app.grants.cashback(me(request)) };
  });
  app.get(OFFICE_PATHS.rewards, { onRequest: requireUser, schema: { response: answers({ 200: RewardsAnswer }) } }, async (request, reply) => {
    noStore(reply);
    return app.officeRecords.rewards(me(request));
  });
  app.get(OFFICE_PATHS.friends, { onRequest: requireUser, schema: { response: answers({ 200: FriendsAnswer }) } }, async (request, reply) => {
    noStore(reply);
    return { code: referralCode(me(request)), friends: await app.officeRecords.friends(me(request)) };
  });

  // --- ideas, block appeals, promotions ---
  app.get(OFFICE_PATHS.ideas, { onRequest: requireUser, schema: { response: answers({ 200: IdeasAnswer }) } }, async (request, reply) => {
    noStore(reply);
    return { ideas: await app.officeRecords.ideas(me(request)) };
  });
  app.post(
    OFFICE_PATHS.ideas,
    { onRequest: requireUser, schema: { body: IdeaBody, response: answers({ 201: IdeaView }) } },
    async (request, reply) => reply.code(201).send(await app.officeRecords.addIdea(me(request), request.body.body)),
  );
  app.get(OFFICE_PATHS.blockAppeals, { onRequest: requireUser, schema: { response: answers({ 200: AppealsAnswer }) } }, async (request, reply) => {
    noStore(reply);
    return { appeals: await app.officeRecords.appeals(me(request)) };
  });
  app.post(
    OFFICE_PATHS.blockAppeals,
    { onRequest: requireUser, schema: { body: AppealBody, response: answers({ 201: AppealView }) } },
    async (request, reply) => reply.code(201).send(await app.officeRecords.addAppeal(me(request), request.body.body)),
  );
  app.get(OFFICE_PATHS.promotions, { onRequest: requireUser, schema: { response: answers({ 200: PromotionsAnswer }) } }, async (request, reply) => {
    noStore(reply);
    return { promotions: await app.officeRecords.promotions() };
  });
}

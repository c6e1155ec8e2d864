import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  contentLang,
  answers,
  AvailableLimitsAnswer,
  BlockUserAnswer,
  LIMIT_PATHS,
  LimitActionAnswer,
  LimitActionBody,
  LimitPingAnswer,
  LimitsAnswer,
  REALITY_CHECK_PATH,
  RealityCheckAnswer,
  RealityCheckBody,
  RejectLimitBody,
  SaveLimitsAnswer,
  SaveLimitsBody,
  SelfExcludeReasonsAnswer,
  TestAnswersAnswer,
  TestAnswersBody,
} from '@site/api/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireBearer, requireUser } from '../plugins/app/auth/guards';
import type { Lang } from '../plugins/app/limits/limits-service';

/** X-Language (spec 2 §7): one of the site's six languages by its first two letters (`uk-UA` is uk), else English. */
export function xLanguage(request: FastifyRequest): Lang {
  return contentLang(request.headers['x-language']);
}

const TITLES: Record<'approve' | 'reject', Record<Lang, string>> = {
  approve: {
    en: 'The limit change is confirmed',
    ru: 'Изменение лимита подтверждено',
    uk: 'Зміну ліміту підтверджено',
    kk: 'Лимит өзгерісі расталды',
    az: 'Limit dəyişikliyi təsdiqləndi',
    tr: 'Limit değişikliği onaylandı',
  },
  reject: {
    en: 'The limit change is cancelled',
    ru: 'Изменение лимита отменено',
    uk: 'Зміну ліміту скасовано',
    kk: 'Лимит өзгерісі тоқтатылды',
    az: 'Limit dəyişikliyi ləğv edildi',
    tr: 'Limit değişikliği iptal edildi',
  },
};

function noStore(reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store');
}

/**
 * The limit service (spec 2 §7; issue 14), authorised by the bearer token of
 * GET /web-api/user/gettoken (401 without one or with an expired one), and the reality check
 * (session cookie, like the rest of /web-api).
 */
export default async function limitRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(LIMIT_PATHS.limits, { schema: { response: answers({ 200: LimitsAnswer }) } }, async (request, reply) => {
    const userId = requireBearer(request);
    noStore(reply);
    return { limits: await app.limits.list(userId) };
  });

  app.get(LIMIT_PATHS.availableLimits, { schema: { response: answers({ 200: AvailableLimitsAnswer }) } }, async (request) => {
    requireBearer(request);
    return app.limits.available();
  });

  app.get(LIMIT_PATHS.selfExcludeReasons, { schema: { response: answers({ 200: SelfExcludeReasonsAnswer }) } }, async (request) => {
    requireBearer(request);
    return app.limits.reasons(xLanguage(request));
  });

  app.post(
    LIMIT_PATHS.limits,
    { schema: { body: SaveLimitsBody, response: answers({ 200: SaveLimitsAnswer }) } },
    async (request, reply) => {
      const userId = requireBearer(request);
      noStore(reply);
      return app.limits.save(userId, request.body.limits, xLanguage(request));
    },
  );

  app.post(
    LIMIT_PATHS.testAnswers,
    { schema: { body: TestAnswersBody, response: answers({ 200: TestAnswersAnswer }) } },
    async (request, reply) => {
      const userId = requireBearer(request);
      noStore(reply);
      return app.limits.testAnswers(userId, request.body.tokenGuid, request.body.answers);
    },
  );

  app.post(
    LIMIT_PATHS.limitAction,
    { schema: { body: LimitActionBody, response: answers({ 200: LimitActionAnswer }) } },
    async (request, reply) => {
      const userId = requireBearer(request);
      noStore(reply);
      await app.limits.approve(userId, request.body.limitType);
      return { status: 200, title: TITLES.approve[xLanguage(request)], limitsData: { limits: await app.limits.list(userId) } };
    },
  );

  app.delete(
    LIMIT_PATHS.limit,
    { schema: { body: RejectLimitBody, response: answers({ 200: LimitActionAnswer }) } },
    async (request, reply) => {
      const userId = requireBearer(request);
      noStore(reply);
      await app.limits.reject(userId, request.body.limitType);
      return { status: 200, title: TITLES.reject[xLanguage(request)], limitsData: { limits: await app.limits.list(userId) } };
    },
  );

  app.post(LIMIT_PATHS.ping, { schema: { response: answers({ 200: LimitPingAnswer }) } }, async (request, reply) => {
    const userId = requireBearer(request);
    noStore(reply);
    const endsAt = await app.protection.sessionEndsAt(userId);
    return {
      sessionEnded: endsAt !== null && endsAt <= app.clock.now(),
      sessionEndsAt: endsAt === null ? null : Math.floor(endsAt / 1000),
    };
  });

  app.post(LIMIT_PATHS.blockUser, { schema: { response: answers({ 200: BlockUserAnswer }) } }, async (request, reply) => {
    const userId = requireBearer(request);
    noStore(reply);
    await app.limits.blockUser(userId);
    return { success: true };
  });

  app.get(
    REALITY_CHECK_PATH,
    { onRequest: requireUser, schema: { response: answers({ 200: RealityCheckAnswer }) } },
    async (request, reply) => {
      noStore(reply);
      return app.realityChecks.state(request.userId as number);
    },
  );

  app.post(
    REALITY_CHECK_PATH,
    { onRequest: requireUser, schema: { body: RealityCheckBody, response: answers({ 200: RealityCheckAnswer }) } },
    async (request, reply) => {
      const userId = request.userId as number;
      const a = request.body.data.attributes;
      await app.realityChecks.record(userId, a.action, a.do_not_show_again, a.popup_show_at);
      noStore(reply);
      return app.realityChecks.state(userId);
    },
  );
}

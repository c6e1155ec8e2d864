import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  answers,
  DepositAnswer,
  DepositBody,
  PAYMENT_PATHS,
  PAYMENT_SIGNATURE_HEADER,
  PaymentMethodsAnswer,
  PaymentQuestionBody,
  PaymentQuestionsAnswer,
  PaymentQuestionView,
  PaymentRequestParams,
  PaymentRequestsAnswer,
  PaymentRequestView,
  WebhookAnswer,
  WebhookBody,
  WebhookParams,
  WithdrawAnswer,
  WithdrawBody,
} from '@site/api/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { protectedRoute } from '../plugins/app/auth/guards';
import { HttpError } from '../plugins/external/http-error';
import { offeredLanguage } from '../plugins/app/site/languages';

const noStore = { 'Cache-Control': 'no-store' };

/** The player's payments (issue 18): methods, deposits, withdrawals, their requests and questions; the provider's webhook. */
export default async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const opts = { onRequest: protectedRoute };
  const userOf = (request: FastifyRequest) => request.userId as number;

  app.get(PAYMENT_PATHS.methods, { ...opts, schema: { response: answers({ 200: PaymentMethodsAnswer }) } }, async (request, reply) => {
    reply.headers(noStore);
    return { methods: await app.payments.methods(userOf(request)) };
  });

  app.post(PAYMENT_PATHS.deposit, { ...opts, schema: { body: DepositBody, response: answers({ 200: DepositAnswer }) } }, async (request, reply) => {
    reply.headers(noStore);
    // the player comes back from the provider to a page in his language (/{lng}/onpay/...)
    const { core } = await app.siteConfig.get();
    return app.payments.deposit(userOf(request), request.body, offeredLanguage(request.headers['x-language'], core.languages, core.defaultLanguage));
  });

  app.post(PAYMENT_PATHS.withdraw, { ...opts, schema: { body: WithdrawBody, response: answers({ 200: WithdrawAnswer }) } }, async (request, reply) => {
    reply.headers(noStore);
    return app.payments.withdraw(userOf(request), request.body);
  });

  app.get(PAYMENT_PATHS.requests, { ...opts, schema: { response: answers({ 200: PaymentRequestsAnswer }) } }, async (request, reply) => {
    reply.headers(noStore);
    return { requests: await app.payments.list(userOf(request)) };
  });

  // One request of the player's own; another player's answers 404 like a missing one.
  app.get(
    `${PAYMENT_PATHS.requests}/:id`,
    { ...opts, schema: { params: PaymentRequestParams, response: answers({ 200: PaymentRequestView }) } },
    async (request, reply) => {
      reply.headers(noStore);
      return app.payments.own(userOf(request), request.params.id);
    },
  );

  app.get(PAYMENT_PATHS.questions, { ...opts, schema: { response: answers({ 200: PaymentQuestionsAnswer }) } }, async (request, reply) => {
    reply.headers(noStore);
    return { questions: await app.paymentQuestions.list(userOf(request)) };
  });

  app.post(
    PAYMENT_PATHS.questions,
    { ...opts, schema: { body: PaymentQuestionBody, response: answers({ 201: PaymentQuestionView }) } },
    async (request, reply) => reply.status(201).send(await app.paymentQuestions.create(userOf(request), request.body)),
  );

  await app.register(webhookRoute);
}

/**
 * POST /web-api/payments/webhook/:provider: the provider's report, signed over the raw body
 * (X-Signature, HMAC-SHA256, compared in constant time) before anything is read from it; an
 * unsigned or wrongly signed one answers 401 and changes nothing. Its own plugin, so that its
 * JSON parser keeps the raw body without touching any other route's.
 */
async function webhookRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const raw = new WeakMap<FastifyRequest, string>();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    raw.set(request, body as string);
    parseJson(request, body as string, done);
  });

  app.post(
    `${PAYMENT_PATHS.webhook}/:provider`,
    {
      schema: { params: WebhookParams, body: WebhookBody, response: answers({ 200: WebhookAnswer }) },
      preValidation: async (request) => {
        const { provider } = request.params as { provider: string };
        if (provider !== app.payments.provider.id) throw new HttpError(404, 'not_found', 'no such payment provider');
        const body = raw.get(request);
        if (body === undefined || !app.payments.provider.verifyWebhook(body, request.headers[PAYMENT_SIGNATURE_HEADER])) {
          throw new HttpError(401, 'payment.bad_signature', 'the webhook is not signed with the provider key');
        }
      },
    },
    async (request) => app.payments.settleDeposit(request.body),
  );
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AccountsView, ActiveAccountBody, answers, CurrencyAccountBody, CurrencyAccountParams, CurrencyChange } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { protectedRoute } from '../plugins/app/auth/guards';
import { HttpError } from '../plugins/external/http-error';

export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const opts = { onRequest: protectedRoute };

  app.get('/web-api/user/accounts', { ...opts, schema: { response: answers({ 200: AccountsView }) } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return app.accounts.view(request.userId as number);
  });

  app.post(
    '/web-api/user/accounts/active',
    { ...opts, schema: { body: ActiveAccountBody, response: answers({ 200: AccountsView }) } },
    async (request) => {
      const userId = request.userId as number;
      // another player's account and no account at all get the same answer
      if (!(await app.accounts.setActive(userId, request.body.id))) {
        throw new HttpError(404, 'account.not_found', 'You have no such account to switch to', { pointer: '/id' });
      }
      return app.accounts.view(userId);
    },
  );

  app.post(
    '/web-api/user/accounts/currency',
    { ...opts, schema: { body: CurrencyAccountBody, response: answers({ 200: CurrencyChange }) } },
    async (request) => app.accounts.addCurrency(request.userId as number, request.body.currencyId),
  );

  app.delete(
    '/web-api/user/accounts/currency/:currencyId',
    { ...opts, schema: { params: CurrencyAccountParams, response: answers({ 200: CurrencyChange }) } },
    async (request) => app.accounts.removeCurrency(request.userId as number, request.params.currencyId),
  );
}

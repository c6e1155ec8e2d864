import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../plugins/external/http-error';
import { protectedRoute } from '../plugins/app/auth/guards';
import { StrictObject } from '../lib/schema-helpers';

const AccountsAnswer = Type.Object({
  balance: Type.Number(),
  bonus: Type.Number(),
  all_accounts: Type.Array(
    Type.Object({
      id: Type.Integer(),
      type: Type.Integer(),
      iso: Type.String(),
      symbol: Type.String(),
      currencyId: Type.Integer(),
      money: Type.Number(),
      points: Type.Integer(),
      isActive: Type.Boolean(),
    }),
  ),
  is_available_first_deposit_bonus: Type.Boolean(),
});
const ChangeAnswer = Type.Object({ success: Type.Boolean(), data: Type.Object({ message: Type.String() }) });
const ActiveBody = StrictObject({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const CurrencyBody = StrictObject({ currencyId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const CurrencyParams = Type.Object({ currencyId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export default async function accountRoutes(app: FastifyInstance) {
  const opts = { onRequest: protectedRoute };

  app.get('/web-api/user/accounts', { ...opts, schema: { response: { 200: AccountsAnswer } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return app.accounts.view(request.userId as number);
  });

  app.post<{ Body: Static<typeof ActiveBody> }>(
    '/web-api/user/accounts/active',
    { ...opts, schema: { body: ActiveBody, response: { 200: AccountsAnswer } } },
    async (request) => {
      const userId = request.userId as number;
      // another player's account and no account at all get the same answer
      if (!(await app.accounts.setActive(userId, request.body.id))) {
        throw new HttpError(404, 'account_not_found', 'You have no such account to switch to', '/id');
      }
      return app.accounts.view(userId);
    },
  );

  app.post<{ Body: Static<typeof CurrencyBody> }>(
    '/web-api/user/accounts/currency',
    { ...opts, schema: { body: CurrencyBody, response: { 200: ChangeAnswer } } },
    async (request) => app.accounts.addCurrency(request.userId as number, request.body.currencyId),
  );

  app.delete<{ Params: Static<typeof CurrencyParams> }>(
    '/web-api/user/accounts/currency/:currencyId',
    { ...opts, schema: { params: CurrencyParams, response: { 200: ChangeAnswer } } },
    async (request) => app.accounts.removeCurrency(request.userId as number, request.params.currencyId),
  );
}

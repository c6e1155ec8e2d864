import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { initialAmount } from '@site/betting';
import { ADBLOCK_BAIT_PATH, AdblockBaitScript, answers, BonusPopupInformation, FIRST_DEPOSIT_BONUS, PolicyLogo } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../plugins/app/auth/guards';
import { currencyById } from '../plugins/app/money/currencies';
import { policyLogo } from './shell-policy-logo';

/** The shell's calls (issue 15): the first-deposit bonus popup, the policy logo and the ad-block bait. */
export default async function shellRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  // Spec 2 §4: the popup is for a signed-in player with no deposit yet.
  app.get(
    '/web-api/officeapi/v1/bonus-popup-information',
    { onRequest: requireUser, schema: { response: answers({ 200: BonusPopupInformation }) } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const userId = request.userId as number;
      const account = await app.accounts.activeAccount(userId);
      const currency = account ? currencyById(account.currency_id) : undefined;
      const iso = currency?.iso ?? 'RUB';
      const digits = currency?.minorUnits ?? 2;
      return {
        bonusPopupInformation: {
          available: !(await app.accounts.hasDeposit(userId)),
          percent: FIRST_DEPOSIT_BONUS.percent,
          maxAmountMinor: Math.round(initialAmount(iso) * FIRST_DEPOSIT_BONUS.maxInitialBets * 10 ** digits),
          currency: iso,
        },
      };
    },
  );

  app.get('/web-api/policy/logo.agif', { schema: { response: answers({ 200: PolicyLogo }) } }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('image/gif').send(policyLogo() as never),
  );

  // Answered, so a browser without an ad blocker logs no failed request (issue 22: best practices).
  app.get(ADBLOCK_BAIT_PATH, { schema: { response: answers({ 200: AdblockBaitScript }) } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').type('application/javascript; charset=utf-8').send(''),
  );
}

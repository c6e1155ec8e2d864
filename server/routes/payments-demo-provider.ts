import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answers, PAYMENT_PATHS, PAYMENT_SIGNATURE_HEADER, ProviderPage, ProviderPageForm, ProviderPageParams, ProviderRedirect, type WebhookBody } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { DEMO_PROVIDER_PATH } from '../plugins/app/payments/demo-provider';
import { currencyById, fromMinor } from '../plugins/app/money/currencies';
import { providerPage, type ProviderPageRequest } from '../plugins/app/payments/demo-provider-page';

/** Where each outcome sends the player back to the site (the route table's onpay/:result). */
const RESULT_OF = { success: 'success', failed: 'fail', pending: 'pending' } as const;

/**
 * The built-in demo provider's hosted page (issue 18), as a real provider's would be: a plain
 * server-rendered page (no script, so it works under the site's CSP) with the amount and a form
 * that POSTs the player's choice. On a choice it sends its signed report to the site's webhook
 * (through the same route a remote provider calls) and sends the player to
 * /{lng}/onpay/success|fail|cancel, or pending when the site has not settled the request.
 */
export default async function demoProviderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const find = async (ref: string): Promise<ProviderPageRequest | null> => {
    if (!/^[0-9a-f]{32}$/.test(ref)) return null;
    const row = await app.payments.byProviderRef(ref);
    const currency = row && currencyById(row.currency_id);
    if (!row || !currency) return null;
    return { id: row.id, ref, amount: fromMinor(Number(row.amount_minor), currency), currency: currency.iso, status: row.status, lang: row.lang };
  };

  app.get(
    `${DEMO_PROVIDER_PATH}/:ref`,
    { schema: { params: ProviderPageParams, response: answers({ 200: ProviderPage }) } },
    async (request, reply) => {
      const found = await find(request.params.ref);
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
      if (!found) return reply.status(404).send(providerPage(null));
      return reply.send(providerPage(found));
    },
  );

  app.post(
    `${DEMO_PROVIDER_PATH}/:ref`,
    { schema: { params: ProviderPageParams, body: ProviderPageForm, response: answers({ 303: ProviderRedirect, 200: ProviderPage }) } },
    async (request, reply) => {
      const found = await find(request.params.ref);
      if (!found) return reply.status(404).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(providerPage(null));
      const { action } = request.body;
      let status = found.status;
      if (status === 'pending') {
        const report: WebhookBody = {
          requestId: found.id,
          status: action === 'confirm' ? 'success' : 'failed',
          amount: found.amount,
          currency: found.currency,
          providerTxId: `demo-${found.ref.slice(0, 12)}-${action}`,
        };
        const payload = JSON.stringify(report);
        const answer = await app.inject({
          method: 'POST',
          url: `${PAYMENT_PATHS.webhook}/${app.demoProvider.id}`,
          headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: app.demoProvider.sign(payload) },
          payload,
        });
        if (answer.statusCode === 200) status = (answer.json() as { status: string }).status;
        else request.log.warn({ status: answer.statusCode, body: answer.body }, 'the demo provider webhook was refused');
      }
      const result = action === 'cancel' && status === 'failed' ? 'cancel' : (RESULT_OF[status as keyof typeof RESULT_OF] ?? 'pending');
      return reply.redirect(`/${found.lang}/onpay/${result}`, 303);
    },
  );
}

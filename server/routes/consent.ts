import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  answers,
  CONSENT_ID_COOKIE,
  CONSENT_ID_MAX_AGE_S,
  COOKIES_AGREEMENT_PATH,
  CookiesAgreementAnswer,
  CookiesAgreementBody,
  FATMAN_PATH,
  FatmanAnswer,
  FatmanBody,
  FatmanParams,
  isPersonalField,
} from '@site/api/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomToken } from '../plugins/app/auth/secure-random';
import { HttpError } from '../plugins/external/http-error';

const CONSENT_ID = /^[A-Za-z0-9_-]{43}$/;

/** The browser's consent id from its cookie, when well-formed. */
function consentIdOf(request: FastifyRequest): string | null {
  const id = request.cookies?.[CONSENT_ID_COOKIE];
  return typeof id === 'string' && CONSENT_ID.test(id) ? id : null;
}

/** Cookie consent (spec 2 §4) and the own analytics collector (spec 2 §7); issue 16. */
export default async function consentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  // Guests too: a browser without a consent id gets a random one (strictly necessary: it is the
  // record of the choice itself), httpOnly and SameSite=Lax.
  app.post(
    COOKIES_AGREEMENT_PATH,
    { schema: { body: CookiesAgreementBody, response: answers({ 200: CookiesAgreementAnswer }) } },
    async (request, reply) => {
      let consentId = consentIdOf(request);
      if (consentId === null) {
        consentId = randomToken();
        reply.setCookie(CONSENT_ID_COOKIE, consentId, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: CONSENT_ID_MAX_AGE_S });
      }
      reply.header('Cache-Control', 'no-store');
      return app.consent.record(consentId, request.userId ?? null, request.body.type);
    },
  );

  app.get(COOKIES_AGREEMENT_PATH, { schema: { response: answers({ 200: CookiesAgreementAnswer }) } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return app.consent.current(consentIdOf(request), request.userId ?? null);
  });

  // The collector: the key is the site config's fatmanApiKey; any other answers 404 like a
  // missing route. Personal data (spec 2 §3) is refused, never stored.
  app.post(
    `${FATMAN_PATH}/:key`,
    { schema: { params: FatmanParams, body: FatmanBody, response: answers({ 200: FatmanAnswer }) } },
    async (request) => {
      const config = await app.siteConfig.get();
      if (request.params.key !== config.thirdparty.fatmanApiKey) throw new HttpError(404, 'not_found', 'No collector with this key');
      request.body.events.forEach((event, i) => {
        const personal = Object.keys(event.params ?? {}).find(isPersonalField);
        if (personal !== undefined) {
          throw new HttpError(400, 'request.invalid', `${personal} is personal data and is never collected`, {
            pointer: `/events/${i}/params/${personal}`,
          });
        }
      });
      return { accepted: await app.analytics.store(request.body.events) };
    },
  );
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answers, Currencies, PhoneCountries, PhoneMasks } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { currencies } from '../plugins/app/money/currencies';
import { countries } from '../plugins/app/players/countries';

const CACHE = 'public, max-age=3600';

/** Dictionaries the registration and login forms need (spec 2 §3 phone country and mask). */
export default async function dictRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/web-api/dicts/phone-countries', { schema: { response: answers({ 200: PhoneCountries }) } }, async (_r, reply) => {
    reply.header('Cache-Control', CACHE);
    return countries.map((c) => ({ id: c.id, name: c.name, country_code: c.country_code, tel_code: c.tel_code }));
  });
  app.get('/web-api/dicts/phone-masks', { schema: { response: answers({ 200: PhoneMasks }) } }, async (_r, reply) => {
    reply.header('Cache-Control', CACHE);
    return countries.map((c) => ({ CountryId: c.id, Mask: c.mask, Max: c.max, Min: c.min }));
  });
  app.get('/web-api/dicts/currencies', { schema: { response: answers({ 200: Currencies }) } }, async (_r, reply) => {
    reply.header('Cache-Control', CACHE);
    return currencies.map((c) => ({ id: c.id, iso: c.iso, symbol: c.symbol }));
  });
}

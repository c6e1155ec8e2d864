import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { countries } from '../plugins/app/players/countries';
import { currencies } from '../plugins/app/money/currencies';

const PhoneCountries = Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), country_code: Type.String(), tel_code: Type.String() }));
const PhoneMasks = Type.Array(Type.Object({ CountryId: Type.Integer(), Mask: Type.String(), Max: Type.Integer(), Min: Type.Integer() }));
const Currencies = Type.Array(Type.Object({ id: Type.Integer(), iso: Type.String(), symbol: Type.String() }));
const CACHE = 'public, max-age=3600';

/** Dictionaries the registration and login forms need (spec 2 §3 phone country and mask). */
export default async function dictRoutes(app: FastifyInstance) {
  app.get('/web-api/dicts/phone-countries', { schema: { response: { 200: PhoneCountries } } }, async (_r, reply) => {
    reply.header('Cache-Control', CACHE);
    return countries;
  });
  app.get('/web-api/dicts/phone-masks', { schema: { response: { 200: PhoneMasks } } }, async (_r, reply) => {
    reply.header('Cache-Control', CACHE);
    return countries.map((c) => ({ CountryId: c.id, Mask: c.mask, Max: c.max, Min: c.min }));
  });
  app.get('/web-api/dicts/currencies', { schema: { response: { 200: Currencies } } }, async (_r, reply) => {
    reply.header('Cache-Control', CACHE);
    return currencies;
  });
}

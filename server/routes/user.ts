import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { countryByCode } from '../plugins/app/players/countries';
import { HttpError } from '../plugins/external/http-error';
import { protectedRoute, requireUser } from '../plugins/app/auth/guards';
import { StrictObject } from '../lib/schema-helpers';
import { userConfigOf } from '../plugins/app/players/user-config';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);
const NullableStr = Nullable(Type.String());

const UserConfigAnswer = Type.Object({
  user_id: Type.Integer(),
  login: Type.String(),
  disallow_line_sport: Type.Array(Type.Integer()),
  disallow_live_sport: Type.Array(Type.Integer()),
  phone_number: NullableStr,
  phone_code: NullableStr,
  user_email: NullableStr,
  user_name: NullableStr,
  user_country_code: NullableStr,
  user_country_id: Type.Integer(),
  activation_type: Type.Integer(),
  user_ref_id: Type.Integer(),
  user_msg_count: Type.Integer(),
  user_hide_balance: Type.Boolean(),
  changed_pass_day_count: Type.Integer(),
  user_data: Type.Object({
    date_birthday: NullableStr,
    document_type_id: NullableInt,
    inn: NullableStr,
    name: NullableStr,
    passport: NullableStr,
    passport_date: NullableStr,
    passport_end_date: NullableStr,
    registration_address: NullableStr,
    surname: NullableStr,
  }),
  protection_level: NullableInt,
  protection_status: Type.Union([Type.Literal('bad'), Type.Literal('normal'), Type.Literal('good'), Type.Literal('full'), Type.Null()]),
  protection_methods: Type.Object({
    is_changed_password: Type.Boolean(),
    enable_two_factor_auth: Type.Boolean(),
    enable_phone_binding: Type.Boolean(),
    enable_security_question: Type.Boolean(),
    enable_email_auth: Type.Boolean(),
  }),
  is_need_identification: Type.Boolean(),
  ban_level: Type.Integer(),
  ban_version: Type.Integer(),
  user_status_id: Type.Integer(),
  verification_status: Type.Integer(),
  verification_types: Type.Array(Type.Integer()),
  verification_status_group_code: NullableStr,
  requested_additional_document: Type.Boolean(),
  has_deposit: Type.Boolean(),
  is_identification_bonus: Type.Boolean(),
  show_verification_modal_on_deposit_page: Type.Boolean(),
  remaining_days_to_activate: NullableInt,
  bonus_type: Type.Integer(),
});

const PhoneBody = StrictObject({
  phone_number: Type.String({ minLength: 1, maxLength: 32 }),
  country_code: Type.String({ minLength: 1, maxLength: 8 }),
});
const PhoneAnswer = Type.Object({ activation_type: Type.Integer(), phone_code: Type.String(), phone_number: Type.String() });
const TwoStepBody = StrictObject({ enabled: Type.Boolean() });
const TokenQuery = Type.Object({ force_refresh: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
const TokenAnswer = Type.Object({ token: Type.String(), expiresAt: Type.Integer({ description: 'seconds since epoch' }) });

export default async function userRoutes(app: FastifyInstance) {
  app.get('/web-api/user/config', { onRequest: protectedRoute, schema: { response: { 200: UserConfigAnswer } } }, async (request, reply) => {
    const userId = request.userId as number;
    const user = await app.users.get(userId);
    if (!user) throw new HttpError(401, 'unauthorized', 'Sign in to continue');
    const config = await app.siteConfig.get();
    reply.header('Cache-Control', 'no-store');
    return userConfigOf(user, { hasDeposit: await app.accounts.hasDeposit(userId), refId: config.core.ref_id, nowMs: app.clock.now() });
  });

  // Binding a phone moves activation 0 -> 3 and 1 -> 2 (spec 2 §4).
  app.post<{ Body: Static<typeof PhoneBody> }>(
    '/web-api/user/phone',
    { onRequest: protectedRoute, schema: { body: PhoneBody, response: { 200: PhoneAnswer } } },
    async (request) => {
      const country = countryByCode(request.body.country_code);
      if (!country) throw new HttpError(400, 'validation', 'country_code is not a country we accept phone numbers from', '/country_code');
      const number = request.body.phone_number;
      if (!/^\d+$/.test(number) || number.length < country.min || number.length > country.max) {
        throw new HttpError(400, 'validation', `phone_number must be ${country.min === country.max ? country.min : `${country.min} to ${country.max}`} digits for ${country.name}, without the country code`, '/phone_number');
      }
      const activation_type = await app.users.updatePhone(request.userId as number, country.tel_code, number);
      return { activation_type, phone_code: country.tel_code, phone_number: number };
    },
  );

  app.post<{ Body: Static<typeof TwoStepBody> }>(
    '/web-api/user/two-step',
    { onRequest: protectedRoute, schema: { body: TwoStepBody, response: { 200: TwoStepBody } } },
    async (request) => {
      await app.users.setTwoStep(request.userId as number, request.body.enabled);
      return { enabled: request.body.enabled };
    },
  );

  // A new token on every call: the client caches it 60 s (spec 2 §9), force_refresh is implied.
  app.get<{ Querystring: Static<typeof TokenQuery> }>(
    '/web-api/user/gettoken',
    { onRequest: requireUser, schema: { querystring: TokenQuery, response: { 200: TokenAnswer } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.tokens.issue(request.userId as number);
    },
  );
}

// Cookie consent and the own analytics collector (issue 16; spec 2 §4, §7): every request and
// answer of POST/GET /web-api/user/cookies-agreement and POST /fatman-api/:key.
import { type Static, Type } from '@sinclair/typebox';
import { COOKIE_AGREE_TYPES, FATMAN_WHENCES, KNOWN_EVENT_IDS, MAX_EVENTS_PER_BATCH } from './consent-constants';
import { IntEnum, Nullable, StrictObject, StringEnum } from './schema-helpers';

export const CookieAgreeTypeSchema = StringEnum(COOKIE_AGREE_TYPES);
export const CookiesAgreementBody = StrictObject({ type: CookieAgreeTypeSchema });
export type CookiesAgreementBody = Static<typeof CookiesAgreementBody>;
/** The choice on record for this browser (or the signed-in player), with its time (epoch ms). */
export const CookiesAgreementAnswer = Type.Object({
  type: Nullable(CookieAgreeTypeSchema),
  cookiesAgreeTime: Nullable(Type.Integer()),
});
export type CookiesAgreementAnswer = Static<typeof CookiesAgreementAnswer>;

export const FatmanParams = StrictObject({ key: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) });
const ParamValue = Type.Union([Type.String({ maxLength: 200 }), Type.Number(), Type.Boolean()]);
export const AnalyticsEvent = StrictObject({
  id: IntEnum(KNOWN_EVENT_IDS as readonly number[]),
  whence: IntEnum(FATMAN_WHENCES),
  /** when the page saw it, epoch ms */
  at: Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 }),
  params: Type.Optional(
    Type.Record(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,39}$' }), ParamValue, { maxProperties: 10, additionalProperties: false }),
  ),
});
export type AnalyticsEvent = Static<typeof AnalyticsEvent>;
export const FatmanBody = StrictObject({ events: Type.Array(AnalyticsEvent, { minItems: 1, maxItems: MAX_EVENTS_PER_BATCH }) });
export type FatmanBody = Static<typeof FatmanBody>;
export const FatmanAnswer = Type.Object({ accepted: Type.Integer() });
export type FatmanAnswer = Static<typeof FatmanAnswer>;

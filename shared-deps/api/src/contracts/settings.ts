// The player's settings (issue 18): GET answers the stored object (defaults for what was never
// set), PUT takes any part of it (unknown keys and bad values 400) and answers the whole object.
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { IntEnum, Nullable, StrictObject, StringEnum } from './schema-helpers';
import {
  COUPON_OPTION_FLAGS,
  DISPLAY_FLAGS,
  MAILING_FLAGS,
  SETTINGS_CHANGE_COEF_ACTIONS,
  SETTINGS_FONT_SIZES,
  SETTINGS_LANGUAGES,
  SETTINGS_MAX_AMOUNT,
  SETTINGS_ODDS_FORMATS,
} from './settings-constants';

function flags<const K extends readonly string[]>(names: K) {
  return Object.fromEntries(names.map((n) => [n, Type.Boolean()])) as { [P in K[number]]: ReturnType<typeof Type.Boolean> };
}

const Amount = Type.Number({ minimum: 0, maximum: SETTINGS_MAX_AMOUNT });
/** An IANA zone name; the server checks it against the zones it knows. */
const TimeZone = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_+\\-/]+$' });

const displayShape = {
  appTheme: IntEnum([0, 1] as const),
  appViewType: IntEnum([0, 1] as const),
  appFontSize: Type.Integer({ minimum: SETTINGS_FONT_SIZES.min, maximum: SETTINGS_FONT_SIZES.max }),
  ...flags(DISPLAY_FLAGS),
};
const oneClickShape = { enabled: Type.Boolean(), amount: Amount };
const couponShape = { changeCoefAction: IntEnum(SETTINGS_CHANGE_COEF_ACTIONS), ...flags(COUPON_OPTION_FLAGS) };
const mailingShape = flags(MAILING_FLAGS);

export const UserSettings = StrictObject({
  /** null: the site config's format (global.coefViewId) */
  oddsFormat: Nullable(IntEnum(SETTINGS_ODDS_FORMATS)),
  /** null: the page's language (the address) */
  language: Nullable(StringEnum(SETTINGS_LANGUAGES)),
  /** null: the browser's zone */
  timeZone: Nullable(TimeZone),
  /** null: the language's habit */
  hour12: Nullable(Type.Boolean()),
  oneClick: StrictObject(oneClickShape),
  coupon: StrictObject(couponShape),
  display: StrictObject(displayShape),
  mailing: StrictObject(mailingShape),
});
export type UserSettings = Static<typeof UserSettings>;

function partial<T extends Record<string, TSchema>>(shape: T) {
  return Type.Partial(StrictObject(shape), { additionalProperties: false });
}

/** PUT: any part of the settings, nested groups partial too; at least one key. */
export const UserSettingsPatch = Type.Partial(
  StrictObject({
    oddsFormat: Nullable(IntEnum(SETTINGS_ODDS_FORMATS)),
    language: Nullable(StringEnum(SETTINGS_LANGUAGES)),
    timeZone: Nullable(TimeZone),
    hour12: Nullable(Type.Boolean()),
    oneClick: partial(oneClickShape),
    coupon: partial(couponShape),
    display: partial(displayShape),
    mailing: partial(mailingShape),
  }),
  { additionalProperties: false, minProperties: 1 },
);
export type UserSettingsPatch = Static<typeof UserSettingsPatch>;

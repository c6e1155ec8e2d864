// Dictionaries the registration and login forms need (spec 2 §3 phone country and mask).
import { type Static, Type } from '@sinclair/typebox';

export const PhoneCountry = Type.Object({ id: Type.Integer(), name: Type.String(), country_code: Type.String(), tel_code: Type.String() });
export type PhoneCountry = Static<typeof PhoneCountry>;
export const PhoneCountries = Type.Array(PhoneCountry);

export const PhoneMask = Type.Object({ CountryId: Type.Integer(), Mask: Type.String(), Max: Type.Integer(), Min: Type.Integer() });
export type PhoneMask = Static<typeof PhoneMask>;
export const PhoneMasks = Type.Array(PhoneMask);

export const CurrencyEntry = Type.Object({ id: Type.Integer(), iso: Type.String(), symbol: Type.String() });
export type CurrencyEntry = Static<typeof CurrencyEntry>;
export const Currencies = Type.Array(CurrencyEntry);

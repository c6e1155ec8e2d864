// Dictionaries the registration and login forms need (spec 2 §3 phone country): GET
// /web-api/dicts/phone-countries and /web-api/dicts/currencies. The server's contracts branch
// writes these as TypeBox schemas with the same names (Static types); this file then goes.

export interface PhoneCountry {
  id: number;
  name: string;
  country_code: string;
  tel_code: string;
}

export interface CurrencyEntry {
  id: number;
  iso: string;
  symbol: string;
}

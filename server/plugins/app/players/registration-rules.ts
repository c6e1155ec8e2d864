import { countryByCode, countryById } from './countries';
import { currencies, currencyByIso } from '../money/currencies';
import { passwordProblem } from '../auth/passwords';

export interface FieldProblem {
  pointer: string;
  detail: string;
}

export interface RegistrationInput {
  type: 'fast_reg' | 'phone_reg' | 'full_reg';
  currency: string;
  countryId: number;
  bonusChoice: number;
  email?: string;
  password?: string;
  phone_number?: string;
  country_code?: string;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

/** Which fields each registration type takes besides the common ones. */
const FIELDS: Record<RegistrationInput['type'], (keyof RegistrationInput)[]> = {
  fast_reg: [],
  full_reg: ['email', 'password'],
  phone_reg: ['phone_number', 'country_code', 'password'],
};
const OPTIONAL: (keyof RegistrationInput)[] = ['email', 'password', 'phone_number', 'country_code'];

/** The first thing wrong with a registration, worded for the person filling the form; null when none. */
export function registrationProblem(input: RegistrationInput): FieldProblem | null {
  if (!currencyByIso(input.currency)) {
    return { pointer: '/currency', detail: `currency must be one of ${currencies.map((c) => c.iso).join(', ')}` };
  }
  if (!countryById(input.countryId)) return { pointer: '/countryId', detail: 'countryId is not a country we accept registrations from' };
  const wanted = FIELDS[input.type];
  for (const field of OPTIONAL) {
    const given = input[field] !== undefined;
    if (given && !wanted.includes(field)) return { pointer: `/${field}`, detail: `${field} is not used for ${input.type} registration` };
    if (!given && wanted.includes(field)) return { pointer: `/${field}`, detail: `${field} is required for ${input.type} registration` };
  }
  if (input.email !== undefined && !EMAIL.test(input.email)) return { pointer: '/email', detail: 'email is not a valid address' };
  if (input.country_code !== undefined) {
    const country = countryByCode(input.country_code);
    if (!country) return { pointer: '/country_code', detail: 'country_code is not a country we accept phone numbers from' };
    const phone = input.phone_number ?? '';
    if (!/^\d+$/.test(phone)) return { pointer: '/phone_number', detail: 'phone_number must contain digits only, without the country code' };
    if (phone.length < country.min || phone.length > country.max) {
      const n = country.min === country.max ? `${country.min}` : `${country.min} to ${country.max}`;
      return { pointer: '/phone_number', detail: `phone_number must have ${n} digits for ${country.name}` };
    }
  }
  if (input.password !== undefined) {
    const problem = passwordProblem(input.password);
    if (problem) return { pointer: '/password', detail: problem };
  }
  return null;
}

import type { MessageValues } from '@site/api';
import type { CatalogueCode, RegisterBody } from '@site/api/contracts';
import { HttpError } from '../../external/http-error';
import { passwordProblem } from '../auth/passwords';
import { currencies, currencyByIso } from '../money/currencies';
import { type Country, countryByCode, countryById } from './countries';

/** What is wrong with one field: where, the code the player's message comes from, and words for the logs. */
export interface FieldProblem {
  pointer: string;
  code: Extract<CatalogueCode, 'request.invalid' | `user.${string}` | `profile.${string}`>;
  detail: string;
  meta?: MessageValues;
}

export type RegistrationInput = RegisterBody;

/** The 400 answer of a field problem. */
export function fieldError(problem: FieldProblem): HttpError {
  return new HttpError(400, problem.code, problem.detail, { pointer: problem.pointer, ...(problem.meta && { meta: problem.meta }) });
}

export const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

/** Which fields each registration type takes besides the common ones. */
const FIELDS: Record<RegistrationInput['type'], (keyof RegistrationInput)[]> = {
  fast_reg: [],
  full_reg: ['email', 'password'],
  phone_reg: ['phone_number', 'country_code', 'password'],
};
const OPTIONAL: (keyof RegistrationInput)[] = ['email', 'password', 'phone_number', 'country_code'];

/** The country of a phone form's `country_code`, or the problem with the pair (country code, number without it). */
export function phoneProblem(countryCode: string, phone: string): { country: Country } | { problem: FieldProblem } {
  const country = countryByCode(countryCode);
  if (!country)
    return {
      problem: {
        pointer: '/country_code',
        code: 'user.country_unknown',
        detail: 'country_code is not a country we accept phone numbers from',
      },
    };
  const pointer = '/phone_number';
  if (!/^\d+$/.test(phone))
    return {
      problem: { pointer, code: 'user.phone_digits_only', detail: 'phone_number must contain digits only, without the country code' },
    };
  if (phone.length >= country.min && phone.length <= country.max) return { country };
  const detail = `phone_number must have ${country.min === country.max ? country.min : `${country.min} to ${country.max}`} digits for ${country.name}`;
  return {
    problem:
      country.min === country.max
        ? { pointer, code: 'user.phone_length', detail, meta: { digits: country.min } }
        : { pointer, code: 'user.phone_length_range', detail, meta: { min: country.min, max: country.max } },
  };
}

/** The first thing wrong with a registration; null when none. */
export function registrationProblem(input: RegistrationInput): FieldProblem | null {
  if (!currencyByIso(input.currency)) {
    return {
      pointer: '/currency',
      code: 'user.currency_unknown',
      detail: `currency must be one of ${currencies.map((c) => c.iso).join(', ')}`,
    };
  }
  if (!countryById(input.countryId))
    return { pointer: '/countryId', code: 'user.country_unknown', detail: 'countryId is not a country we accept registrations from' };
  const wanted = FIELDS[input.type];
  for (const field of OPTIONAL) {
    const given = input[field] !== undefined;
    if (given && !wanted.includes(field))
      return { pointer: `/${field}`, code: 'request.invalid', detail: `${field} is not used for ${input.type} registration` };
    if (!given && wanted.includes(field))
      return { pointer: `/${field}`, code: 'request.invalid', detail: `${field} is required for ${input.type} registration` };
  }
  if (input.email !== undefined && !EMAIL.test(input.email))
    return { pointer: '/email', code: 'user.email_invalid', detail: 'email is not a valid address' };
  if (input.country_code !== undefined) {
    const phone = phoneProblem(input.country_code, input.phone_number ?? '');
    if ('problem' in phone) return phone.problem;
  }
  if (input.password !== undefined) {
    const problem = passwordProblem(input.password);
    if (problem) return { pointer: '/password', ...problem };
  }
  return null;
}

import { registrationProblem } from './registration-rules';

describe('registration rules', () => {
  const full = { type: 'full_reg' as const, currency: 'RUB', countryId: 1, bonusChoice: 0, email: 'a@b.co', password: 'abcdefg1' };
  test('a complete registration of each type passes', () => {
    expect(registrationProblem(full)).toBeNull();
    expect(registrationProblem({ type: 'fast_reg', currency: 'USD', countryId: 66, bonusChoice: 2 })).toBeNull();
    expect(registrationProblem({ type: 'phone_reg', currency: 'KZT', countryId: 2, bonusChoice: 1, phone_number: '7011234567', country_code: 'kz', password: 'abcdefg1' })).toBeNull();
  });
  test('each type refuses the fields of the others and asks for its own', () => {
    expect(registrationProblem({ ...full, email: undefined })).toEqual({ pointer: '/email', detail: 'email is required for full_reg registration' });
    expect(registrationProblem({ ...full, country_code: 'RU' })?.pointer).toBe('/country_code');
    expect(registrationProblem({ type: 'fast_reg', currency: 'RUB', countryId: 1, bonusChoice: 0, email: 'a@b.co' })?.detail).toBe('email is not used for fast_reg registration');
  });
  test('emails need a user, an @ and a dotted domain', () => {
    for (const email of ['a@b', '@b.co', 'a b@c.co', 'a@b..co', 'a@.co']) expect(registrationProblem({ ...full, email })?.pointer).toBe('/email');
  });
});

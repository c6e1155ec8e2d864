import { registrationProblem } from './registration-rules';

describe('registration rules', () => {
  const full = { type: 'full_reg' as const, currency: 'RUB', countryId: 1, bonusChoice: 0 as const, email: 'a@b.co', password: 'abcdefg1' };
  test('a complete registration of each type passes', () => {
    expect(registrationProblem(full)).toBeNull();
    expect(registrationProblem({ type: 'fast_reg', currency: 'USD', countryId: 66, bonusChoice: 2 })).toBeNull();
    expect(
      registrationProblem({
        type: 'phone_reg',
        currency: 'KZT',
        countryId: 2,
        bonusChoice: 1,
        phone_number: '7011234567',
        country_code: 'kz',
        password: 'abcdefg1',
      }),
    ).toBeNull();
  });
  test('each type refuses the fields of the others and asks for its own', () => {
    expect(registrationProblem({ ...full, email: undefined })).toEqual({
      pointer: '/email',
      code: 'request.invalid',
      detail: 'email is required for full_reg registration',
    });
    expect(registrationProblem({ ...full, country_code: 'RU' })?.pointer).toBe('/country_code');
    expect(registrationProblem({ type: 'fast_reg', currency: 'RUB', countryId: 1, bonusChoice: 0, email: 'a@b.co' })?.detail).toBe(
      'email is not used for fast_reg registration',
    );
  });
  test('emails need a user, an @ and a dotted domain', () => {
    for (const email of ['a@b', '@b.co', 'a b@c.co', 'a@b..co', 'a@.co'])
      expect(registrationProblem({ ...full, email })?.pointer).toBe('/email');
  });
});

describe('the codes of registration problems', () => {
  const full = { type: 'full_reg' as const, currency: 'RUB', countryId: 1, bonusChoice: 0 as const, email: 'a@b.co', password: 'abcdefg1' };
  test('carry the values their messages need', () => {
    expect(registrationProblem({ ...full, password: 'a1' })).toMatchObject({ code: 'user.password_too_short', meta: { min: 8 } });
    expect(registrationProblem({ ...full, password: 'abcdefgh' })).toMatchObject({ code: 'user.password_weak' });
    expect(registrationProblem({ ...full, email: 'nope' })).toMatchObject({ code: 'user.email_invalid' });
    expect(registrationProblem({ ...full, currency: 'XXX' })).toMatchObject({ code: 'user.currency_unknown', pointer: '/currency' });
    const phone = {
      type: 'phone_reg' as const,
      currency: 'RUB',
      countryId: 1,
      bonusChoice: 0 as const,
      country_code: 'RU',
      phone_number: '123',
      password: 'abcdefg1',
    };
    expect(registrationProblem(phone)).toMatchObject({ code: 'user.phone_length', meta: { digits: 10 } });
    expect(registrationProblem({ ...phone, phone_number: '+7900' })).toMatchObject({ code: 'user.phone_digits_only' });
    expect(registrationProblem({ ...phone, country_code: 'DE', countryId: 66, phone_number: '123' })).toMatchObject({
      code: 'user.phone_length_range',
      meta: { min: 10, max: 11 },
    });
    expect(registrationProblem({ ...phone, country_code: 'ZZ' })).toMatchObject({ code: 'user.country_unknown' });
  });
});

import { applyPhoneMask, digitsOf } from './phone-mask';

test('digits go into the country mask as they are typed; extra digits are dropped at the maximum', () => {
  expect(applyPhoneMask('(###) ###-##-##', '9')).toBe('(9');
  expect(applyPhoneMask('(###) ###-##-##', '9123')).toBe('(912) 3');
  expect(applyPhoneMask('(###) ###-##-##', '912345678999')).toBe('(912) 345-67-89');
  expect(applyPhoneMask('#### #######', '15112345678', 11)).toBe('1511 2345678');
  expect(applyPhoneMask('', '12345', 10)).toBe('12345');
});

test('whatever the player pastes, only the digits count', () => {
  expect(digitsOf('+7 (912) 345-67-89')).toBe('79123456789');
  expect(digitsOf('(912) 345-67-89')).toBe('9123456789');
});

import { activationAfterEmailUpdate, activationAfterPhoneUpdate, protectionLevel, protectionStatus } from './user-rules';

describe('protection status (spec 2 §4)', () => {
  test.each([
    [0, 'bad'], [30, 'bad'], [31, 'normal'], [69, 'normal'], [70, 'good'], [99, 'good'], [100, 'full'],
  ] as const)('%i is %s', (level, status) => {
    expect(protectionStatus(level)).toBe(status);
  });
  test('null stays null', () => expect(protectionStatus(null)).toBeNull());
  test('levels add up from the methods and stop at 100', () => {
    const none = { is_changed_password: false, enable_two_factor_auth: false, enable_phone_binding: false, enable_security_question: false, enable_email_auth: false };
    expect(protectionLevel(none)).toBe(0);
    expect(protectionLevel({ ...none, enable_email_auth: true })).toBe(20);
    expect(protectionLevel({ ...none, enable_email_auth: true, enable_phone_binding: true, enable_two_factor_auth: true })).toBe(80);
    expect(protectionLevel({ is_changed_password: true, enable_two_factor_auth: true, enable_phone_binding: true, enable_security_question: true, enable_email_auth: true })).toBe(100);
  });
});

describe('activation after a phone update (spec 2 §4)', () => {
  test('0 becomes 3, 1 becomes 2, 2 and 3 stay', () => {
    expect([0, 1, 2, 3].map(activationAfterPhoneUpdate)).toEqual([3, 2, 2, 3]);
  });
});

describe('activation after an e-mail update', () => {
  test('0 becomes 1, 3 becomes 2, 1 and 2 stay', () => {
    expect([0, 1, 2, 3].map(activationAfterEmailUpdate)).toEqual([1, 1, 2, 2]);
  });
});

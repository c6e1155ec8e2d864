import { checkTwoStepCode, newTwoStepSecret, otpauthUrl, twoStepCode } from './two-step-code';

describe('two-step codes (RFC 6238, SHA-1, 30 s, 6 digits)', () => {
  // RFC 6238 appendix B, SHA-1 seed "12345678901234567890" (base32 below), T = 59 s: 94287082 -> last six digits
  const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  test('match the RFC 6238 test vector', () => {
    expect(twoStepCode(rfcSecret, 59_000)).toBe('287082');
    expect(twoStepCode(rfcSecret, 1_111_111_109_000)).toBe('081804');
  });
  test('the current and the previous 30-second step are accepted, older, future ones and junk are not', () => {
    const t = 1_111_111_109_000;
    const code = twoStepCode(rfcSecret, t);
    expect(checkTwoStepCode(rfcSecret, code, t)).toBe(true);
    expect(checkTwoStepCode(rfcSecret, code, t + 30_000)).toBe(true);
    expect(checkTwoStepCode(rfcSecret, code, t + 60_000)).toBe(false);
    expect(checkTwoStepCode(rfcSecret, code, t - 30_000)).toBe(false);
    expect(checkTwoStepCode(rfcSecret, '12345', t)).toBe(false);
  });
  test('a new secret is 160 bits of base32 and its URL is what an authenticator app reads', () => {
    const secret = newTwoStepSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl(secret, 'p123', 'Demo Bet'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ secret, algorithm: 'SHA1', digits: '6', period: '30', issuer: 'Demo Bet' });
  });
});

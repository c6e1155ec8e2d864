import { checkTwoStepCode, twoStepCode } from './two-step-code';

describe('two-step codes', () => {
  // RFC 6238 appendix B, SHA-1 seed "12345678901234567890", T = 59 s: 94287082 -> last six digits
  const rfcSecret = Buffer.from('12345678901234567890').toString('hex');
  test('match the RFC 6238 test vector', () => {
    expect(twoStepCode(rfcSecret, 59_000)).toBe('287082');
    expect(twoStepCode(rfcSecret, 1_111_111_109_000)).toBe('081804');
  });
  test('the current and the previous 30-second step are accepted, older ones and junk are not', () => {
    const t = 1_111_111_109_000;
    const code = twoStepCode(rfcSecret, t);
    expect(checkTwoStepCode(rfcSecret, code, t)).toBe(true);
    expect(checkTwoStepCode(rfcSecret, code, t + 30_000)).toBe(true);
    expect(checkTwoStepCode(rfcSecret, code, t + 60_000)).toBe(false);
    expect(checkTwoStepCode(rfcSecret, '12345', t)).toBe(false);
  });
});

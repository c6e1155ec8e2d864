import { DEFAULT_CHANGE_COEF_ACTION, mayProceedAfterCoefChange } from './change-coef-policy';

describe('odds-change policy', () => {
  it('defaults to 2 (accept any change)', () => {
    expect(DEFAULT_CHANGE_COEF_ACTION).toBe(2);
    expect(mayProceedAfterCoefChange(undefined, 2, 1.5)).toBe(true);
  });
  it('0 asks on any change', () => {
    expect(mayProceedAfterCoefChange(0, 2, 2)).toBe(true);
    expect(mayProceedAfterCoefChange(0, 2, 2.1)).toBe(false);
    expect(mayProceedAfterCoefChange(0, 2, 1.9)).toBe(false);
  });
  it('1 accepts only higher (or equal)', () => {
    expect(mayProceedAfterCoefChange(1, 2, 2.1)).toBe(true);
    expect(mayProceedAfterCoefChange(1, 2, 2)).toBe(true);
    expect(mayProceedAfterCoefChange(1, 2, 1.99)).toBe(false);
  });
  it('2 accepts any', () => {
    expect(mayProceedAfterCoefChange(2, 2, 1.01)).toBe(true);
    expect(mayProceedAfterCoefChange(2, 2, 9)).toBe(true);
  });
  it('ignores float noise below the quoted precision', () => {
    expect(mayProceedAfterCoefChange(0, 0.1 + 0.2 + 1, 1.3)).toBe(true);
  });
  it('treats an unknown action as the strictest', () => {
    expect(mayProceedAfterCoefChange(7, 2, 2.5)).toBe(false);
  });
});

import { expressCoef, possibleWin, roundCoef } from './possible-win';

describe('possible win', () => {
  it('is amount x coef', () => {
    expect(possibleWin(100, 2.5)).toBe(250);
  });
  it('uses exactCoef when one is set, and ignores 0 (unset)', () => {
    expect(possibleWin(100, 2.5, 2.0)).toBe(200);
    expect(possibleWin(100, 2.5, 0)).toBe(250);
  });
  it('rounds half up to the currency minor units, free of float noise', () => {
    expect(possibleWin(1.15, 1.5)).toBe(1.73); // 1.725 -> 1.73 (floats give 1.7249999)
    expect(possibleWin(0.1, 1.005)).toBe(0.1);
    expect(possibleWin(333, 1.333, undefined, 'JPY')).toBe(444); // 443.889
    expect(possibleWin(1.5, 1.333, undefined, 'KWD')).toBe(2); // 1.9995 -> 2.000
    expect(possibleWin(10, 1.2345)).toBe(12.35); // coef quoted at thousandths: 1.235
  });
});

describe('express coef', () => {
  it('is the product of the quoted coefs, quoted to 3 decimals', () => {
    expect(expressCoef([1.5, 1.5])).toBe(2.25);
    expect(expressCoef([1.111, 1.111, 1.111])).toBe(1.371); // 1.371330631
    expect(expressCoef([])).toBe(0);
  });
  it('stays exact for long expresses', () => {
    expect(expressCoef(new Array(30).fill(1.1))).toBe(17.449); // 17.4494022...
  });
  it('rounds display coefs to 3 decimals', () => {
    expect(roundCoef(1.9155)).toBe(1.916);
    expect(roundCoef(1.0005)).toBe(1.001);
  });
});

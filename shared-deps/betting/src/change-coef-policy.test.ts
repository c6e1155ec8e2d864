import { acceptNewCoef, agreedPrices, DEFAULT_CHANGE_COEF_ACTION, mayProceedAfterCoefChange, withNewCoef } from './change-coef-policy';

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

describe('a bet at a new price (withNewCoef, acceptNewCoef, agreedPrices)', () => {
  const bet = { market: { id: 'a', coef: 2 } };
  it('an accepted move changes the price and keeps the previous one for display', () => {
    expect(withNewCoef(bet, 1.8, 2)).toEqual({ market: { id: 'a', coef: 1.8 }, oldCoef: 2 });
    expect(withNewCoef(bet, 2.0000001, 0)).toBe(bet);
  });
  it('a move the policy does not accept keeps the agreed price until the player accepts it', () => {
    const fell = withNewCoef(bet, 1.9, 1);
    expect(fell).toEqual({ market: { id: 'a', coef: 1.9 }, oldCoef: 2, acceptedCoef: 2 });
    expect(withNewCoef(fell, 1.7, 1)).toEqual({ market: { id: 'a', coef: 1.7 }, oldCoef: 1.9, acceptedCoef: 2 });
    // Back at (or above) the agreed price: nothing to accept any more.
    expect(withNewCoef(fell, 2.1, 1)).toEqual({ market: { id: 'a', coef: 2.1 }, oldCoef: 1.9 });
    expect(acceptNewCoef(fell)).toEqual({ market: { id: 'a', coef: 1.9 }, oldCoef: 2 });
    expect(acceptNewCoef(bet)).toBe(bet);
  });
  it('agreedPrices: the bets at the agreed prices and the latest prices by market', () => {
    const held = { market: { id: 'b', coef: 1.4 }, acceptedCoef: 1.5 };
    const r = agreedPrices([bet, held]);
    expect(r.bets).toEqual([bet, { market: { id: 'b', coef: 1.5 }, acceptedCoef: 1.5 }]);
    expect(r.bets[0]).toBe(bet);
    expect(r.currentCoefs).toEqual({ a: 2, b: 1.4 });
  });
});

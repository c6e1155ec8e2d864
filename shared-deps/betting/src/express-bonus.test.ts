import { expressBonus, expressBonusMultiplier, isExpressBonusOffered } from './express-bonus';

const bets = (...coefs: number[]) => coefs.map((coef) => ({ coef }));
const base = { flag: true, typeId: 1, bets: bets(1.5, 1.6, 1.7) };

describe('express bonus', () => {
  it('is offered on an express of 3+ regular bets of coef >= 1.1 with the flag on', () => {
    expect(expressBonus(base)).toEqual({ offered: true, coef: 1.03 });
  });
  it('needs the site flag', () => {
    expect(isExpressBonusOffered({ ...base, flag: false })).toBe(false);
  });
  it('needs an express', () => {
    for (const typeId of [0, 2, 4, 9]) expect(isExpressBonusOffered({ ...base, typeId })).toBe(false);
  });
  it('needs at least 3 bets', () => {
    expect(isExpressBonusOffered({ ...base, bets: bets(1.5, 1.6) })).toBe(false);
  });
  it('needs every bet at coef 1.1 or more (1.1 itself counts)', () => {
    expect(isExpressBonusOffered({ ...base, bets: bets(1.5, 1.6, 1.099) })).toBe(false);
    expect(isExpressBonusOffered({ ...base, bets: bets(1.1, 1.1, 1.1) })).toBe(true);
  });
  it('refuses special markets', () => {
    expect(isExpressBonusOffered({ ...base, bets: [...bets(1.5, 1.6), { coef: 1.7, kind: 'special' as const }] })).toBe(false);
    expect(isExpressBonusOffered({ ...base, bets: [...bets(1.5, 1.6), { coef: 1.7, kind: 'regular' as const }] })).toBe(true);
  });
  it('gives 1 when not offered', () => {
    expect(expressBonus({ ...base, flag: false })).toEqual({ offered: false, coef: 1 });
  });
  it('multiplies by 1 + n/100 for 1..9 bets, otherwise 1.1', () => {
    expect([1, 3, 9, 10, 25].map(expressBonusMultiplier)).toEqual([1.01, 1.03, 1.09, 1.1, 1.1]);
    expect(expressBonus({ ...base, bets: bets(...new Array(12).fill(1.2)) }).coef).toBe(1.1);
  });
  // The total-coef rule (>= 1.01) cannot fail once 3 bets are each >= 1.1 (>= 1.331);
  // it is implemented as the spec states but no input can isolate it.
});

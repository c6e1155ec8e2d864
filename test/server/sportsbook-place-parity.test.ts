// The coupon store and the server's placement give the same verdict for the same coupon on the
// same line: random coupons are built through the store's public actions (bets, odds moves,
// type, stakes, system, bankers, promo code, settings, limits, account), then the coupon the
// store would submit is judged by the function placement runs (placementVerdict, no database)
// against a line made of what the store knows. Violations, messages and numbers must match.
import fc from 'fast-check';
import { runInAction } from 'mobx';
import { ACCOUNT_TYPE } from '@site/api';
import { couponLimits, parseScore, violationMessage, type Violation } from '@site/betting';
import type { CouponBet } from '@site/stores';
import { world } from '../../shared-deps/stores/src/coupon/coupon-test-world';
import { placementVerdict, type BettingConfig, type MarketRow, type PlaceBody } from '../../server/plugins/app/sportsbook/placement-verdict';

const milli = (lo: number, hi: number) => fc.integer({ min: lo, max: hi }).map((m) => m / 1000);
const rare = fc.boolean().chain((b) => (b ? fc.boolean() : fc.constant(false)));

const betArb = fc.record({
  coef: milli(1001, 12_000),
  gameId: fc.integer({ min: 1, max: 5 }),
  isLive: fc.boolean(),
  scores: fc.option(fc.constantFrom('0:0', '1:0', '2:2'), { nil: undefined }),
  kind: fc.constantFrom('regular', 'special') as fc.Arbitrary<'regular' | 'special'>,
  isBlocked: rare,
  isDepend: rare,
  isBannedExpress: rare,
  isBanker: fc.boolean(),
  isDisabledBanker: rare,
  blockId: fc.option(fc.constantFrom(1, 2), { nil: undefined }),
});

const couponArb = fc.record({
  bets: fc.array(betArb, { minLength: 0, maxLength: 6 }),
  /** Live odds moves after the bets are in: [bet index, new coef, blocked?]. */
  moves: fc.array(fc.tuple(fc.nat(5), milli(1001, 12_000), fc.option(fc.boolean(), { nil: undefined })), { maxLength: 4 }),
  typeId: fc.constantFrom(0, 1, 2, 4, 9),
  amount: fc.constantFrom(0, 5, 10, 12.5, 100, 250, 1000, 5000, 200_000),
  betAmounts: fc.array(fc.constantFrom(0, 3, 10, 50, 1000), { maxLength: 6 }),
  blockAmounts: fc.option(fc.tuple(fc.constantFrom(0, 10, 100), fc.constantFrom(10, 300, 5000)), { nil: undefined }),
  systemValue: fc.integer({ min: 1, max: 6 }),
  bankerMode: fc.boolean(),
  promoCode: fc.constantFrom('', 'SPRING'),
  changeCoefAction: fc.constantFrom(0, 1, 2),
  exactCoef: fc.constantFrom(0, 0, 0, 2, 3.5),
  isDropOnScoreChange: fc.boolean(),
  betting: fc.record({
    minBetAmount: fc.constantFrom(0, 10, 50),
    minBetAmountTypes: fc.constantFrom<number[]>([0, 1, 2, 4, 9], [0, 1], [4, 9]),
    maxBetAmount: fc.constantFrom(100, 1000, 100_000),
    maxBetAmountTypes: fc.constantFrom<number[]>([0, 1, 2, 4, 9], [1], []),
    expressBonusEnabled: fc.boolean(),
    vipBetEnabled: fc.boolean(),
  }),
  account: fc.record({ iso: fc.constantFrom('RUB', 'EUR', 'JPY'), type: fc.constantFrom(ACCOUNT_TYPE.main, ACCOUNT_TYPE.bonus) }),
});
type CouponCase = typeof couponArb extends fc.Arbitrary<infer T> ? T : never;

/** The coupon built through the store's public actions, as a player and the live line would. */
function storeCoupon(c: CouponCase) {
  const w = world({ betting: c.betting });
  const { coupon, settings, root } = w;
  runInAction(() => {
    root.accounts.all_accounts = [
      {
        id: 1,
        type: c.account.type,
        iso: c.account.iso,
        symbol: c.account.iso,
        currencyId: 1,
        money: 1e9,
        points: 0,
        isActive: true,
        label: { code: 'account.label_main' },
      },
    ];
  });
  settings.setChangeCoefAction(c.changeCoefAction);
  settings.setExactCoef(c.exactCoef);
  settings.setDropOnScoreChange(c.isDropOnScoreChange);
  coupon.setPromoCode(c.promoCode);
  c.bets.forEach((b, i) => {
    const bet: CouponBet = {
      market: { id: String(1000 + i), coef: b.coef, gameId: b.gameId, isLive: b.isLive, kind: b.kind },
      ...(b.scores !== undefined && { scores: b.scores }),
      isBlocked: b.isBlocked,
      isDepend: b.isDepend,
      isBannedExpress: b.isBannedExpress,
      isDisabledBanker: b.isDisabledBanker,
      ...(b.blockId !== undefined && { blockId: b.blockId }),
    };
    expect(coupon.addBet(bet)).toEqual({ ok: true });
  });
  for (const [i, coef, isBlocked] of c.moves) {
    if (i < c.bets.length) coupon.applyOdds({ marketId: String(1000 + i), coef, ...(isBlocked !== undefined && { isBlocked }) });
  }
  coupon.setAmount(c.amount);
  coupon.setTypeId(c.typeId);
  coupon.setSystemBankerActive(c.bankerMode);
  c.bets.forEach((b, i) => {
    if (b.isBanker) coupon.toggleBanker(String(1000 + i));
    const own = c.betAmounts[i];
    if (own !== undefined) coupon.setAmountByBetId(String(1000 + i), own);
  });
  if (c.blockAmounts) c.blockAmounts.forEach((a, i) => coupon.setAmountByBlockId(i + 1, a));
  coupon.setSystemValue(c.systemValue);
  return w;
}

/** The line as the store knows it: each market open, at its latest price, with its game's score. */
function lineOf(bets: readonly CouponBet[]): Map<number, MarketRow> {
  return new Map(
    bets.map((b) => {
      const [home, away] = parseScore(b.scores) ?? [0, 0];
      const row: MarketRow = {
        id: Number(b.market.id),
        game_id: b.market.gameId!,
        sport_id: 1,
        champ_id: 1,
        type_id: 1,
        kind: b.market.kind ?? 'regular',
        coef_milli: Math.round(b.market.coef * 1000),
        is_blocked: b.isBlocked ? 1 : 0,
        is_depend: b.isDepend ? 1 : 0,
        is_banned_express: b.isBannedExpress ? 1 : 0,
        outcome: null,
        status: b.market.isLive ? 'live' : 'line',
        is_live: b.market.isLive ? 1 : 0,
        score_home: home,
        score_away: away,
      };
      return [row.id, row];
    }),
  );
}

const shape = (vs: readonly Violation[]) =>
  vs
    .map(({ code, pointer, marketId, limit, newCoef }) => ({ code, pointer, marketId, limit, newCoef }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

function compare(c: CouponCase): void {
  const { coupon, root } = storeCoupon(c);
  const body: PlaceBody = { ...(coupon.couponToSubmit as Omit<PlaceBody, 'idempotencyKey'>), idempotencyKey: 'parity' };
  const config = root.settings.siteConfig!.betting as BettingConfig;
  const limits = couponLimits(config, { currency: coupon.currencyInfo.iso, isBonusAccount: c.account.type === ACCOUNT_TYPE.bonus });
  const server = placementVerdict(body, lineOf(coupon.bets), limits).verdict;

  expect(shape(coupon.violations)).toEqual(shape(server.violations));
  const iso = coupon.currencyInfo.iso;
  expect(coupon.violations.map((v) => coupon.messageFor(v)).sort(byJson)).toEqual(
    server.violations.map((v) => violationMessage(v, iso)).sort(byJson),
  );
  expect(coupon.canPlace).toBe(server.ok);
  expect(coupon.verdict.value).toEqual(server.value);
  if (server.value) {
    expect(coupon.couponToSubmit.coef).toBe(server.value.coef);
    expect(coupon.possibleWin).toBe(server.value.possibleWin);
    expect(coupon.possibleWinWithBonus).toBe(server.value.possibleWinWithBonus);
  }
}
const byJson = (a: unknown, b: unknown) => JSON.stringify(a).localeCompare(JSON.stringify(b));

test('the coupon store and the server placement give the same verdict for random coupons', () => {
  fc.assert(
    fc.property(couponArb, (c) => compare(c)),
    { numRuns: 400 },
  );
});

test('the random coupons reach every kind of verdict', () => {
  // A property that only ever compared empty or unpriceable coupons would prove little.
  const seen = new Set<string>();
  fc.assert(
    fc.property(couponArb, (c) => {
      const { coupon } = storeCoupon(c);
      if (coupon.canPlace) seen.add('ok');
      for (const v of coupon.violations) seen.add(v.code);
    }),
    { numRuns: 400, seed: 7 },
  );
  expect([...seen].sort()).toEqual(
    expect.arrayContaining([
      'ok',
      'bad_amount',
      'bet_count',
      'system_value',
      'min_amount',
      'max_amount',
      'locked_bet',
      'banned_express',
      'coef_changed',
      'promo_type9',
      'score_missing',
      'empty_coupon',
    ]),
  );
});

// Issue 16: a placed coupon is counted by analytics with its type only.
import { AnalyticsRequested } from '@site/bus';
import { runInAction } from 'mobx';
import { world } from './coupon-test-world';

test('markPlaced publishes bet_placed with the coupon type, nothing about the player', () => {
  const { coupon, bus } = world();
  const heard: unknown[] = [];
  bus.subscribe(AnalyticsRequested, (e) => heard.push(e.payload));
  runInAction(() => coupon.markPlaced({ couponId: 'c1', coef: 2, possibleWin: 20, balance: 80 }));
  expect(heard).toEqual([{ kind: 'bet_placed', couponType: coupon.typeId }]);
});

// Issue 16: a placed coupon is counted by analytics with its type only.
import { AnalyticsRequested } from '@site/bus';
import { testRootStore } from '@site/ui/testing';

test('markPlaced publishes bet_placed with the coupon type, nothing about the player', () => {
  const { store, bus } = testRootStore({ userId: 5 });
  const heard: unknown[] = [];
  bus.subscribe(AnalyticsRequested, (e) => heard.push(e.payload));
  store.coupon.markPlaced({ couponId: 'c1', coef: 2, possibleWin: 20, balance: 80 });
  expect(heard).toEqual([{ kind: 'bet_placed', couponType: store.coupon.typeId }]);
});

import { SessionEnded } from '@site/bus';
import { MemoryStorage, settle, siteConfig } from '@site/ui/testing';
import { FIRST_DEPOSIT_DELAY_MS, FIRST_DEPOSIT_FEATURE, FIRST_DEPOSIT_POPUP_ID, startFirstDepositPopup } from './first-deposit-popup';
import { shellWorld as world } from './test-world';

describe('the first-deposit popup', () => {
  const info = (available: boolean) => ({ bonusPopupInformation: { available, percent: 100, maxAmountMinor: 1_000_000, currency: 'RUB' } });
  function setup(available = true, features = [FIRST_DEPOSIT_FEATURE], session = new MemoryStorage()) {
    const w = world({ userId: 3, server: ({ path }) => (path === '/web-api/officeapi/v1/bonus-popup-information' ? { body: info(available) } : { status: 204 }) });
    const config = siteConfig((c) => (c.modules.features = features));
    let opened = 0;
    startFirstDepositPopup({ store: w.store, scheduler: w.scheduler, config: () => config, session, openDeposit: () => opened++ });
    return { ...w, session, opened: () => opened };
  }
  it('appears 15 s after sign-in for a player with no deposit, with the bonus in money', async () => {
    const w = setup();
    w.clock.advance(FIRST_DEPOSIT_DELAY_MS - 1);
    await settle();
    expect(w.shown).toEqual([]);
    w.clock.advance(1);
    await settle();
    expect(w.shown).toHaveLength(1);
    expect(w.shown[0]).toMatchObject({ id: FIRST_DEPOSIT_POPUP_ID, text: { code: 'shell.first_deposit_text', values: { percent: 100, max: 10_000, currency: 'RUB' } } });
  });
  it('once per session', async () => {
    const session = new MemoryStorage();
    const a = setup(true, [FIRST_DEPOSIT_FEATURE], session);
    a.clock.advance(FIRST_DEPOSIT_DELAY_MS);
    await settle();
    const b = setup(true, [FIRST_DEPOSIT_FEATURE], session);
    b.clock.advance(FIRST_DEPOSIT_DELAY_MS);
    await settle();
    expect(b.shown).toEqual([]);
  });
  it('reset on logout: the next sign-in in this session sees it again', async () => {
    const w = setup();
    w.clock.advance(FIRST_DEPOSIT_DELAY_MS);
    await settle();
    w.bus.publish(new SessionEnded({ reason: 'logout' }));
    expect(w.dismissed).toContain(FIRST_DEPOSIT_POPUP_ID);
    w.store.user.setUserId(null);
    w.store.user.setUserId(3);
    w.clock.advance(FIRST_DEPOSIT_DELAY_MS);
    await settle();
    expect(w.shown).toHaveLength(2);
  });
  it('not for a player who has deposited, nor with the feature off', async () => {
    const a = setup(false);
    const b = setup(true, []);
    a.clock.advance(FIRST_DEPOSIT_DELAY_MS);
    b.clock.advance(FIRST_DEPOSIT_DELAY_MS);
    await settle();
    expect([...a.shown, ...b.shown]).toEqual([]);
    expect(b.calls.filter((c) => c.path.includes('bonus-popup'))).toEqual([]);
  });
});

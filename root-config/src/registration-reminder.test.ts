import { MemoryStorage, siteConfig } from '@site/ui/testing';
import { REGISTRATION_POPUP_ID, startRegistrationReminder } from './registration-reminder';
import { shellWorld as world } from './test-world';

describe('the registration reminder', () => {
  const config = siteConfig((c) => Object.assign(c.reg, { reminderDelaySeconds: 20, reminderIntervalMinutes: 60 }));
  function setup(local = new MemoryStorage(), userId?: number, start?: number) {
    const w = world({ ...(userId !== undefined && { userId }), ...(start !== undefined && { start }) });
    let opened = 0;
    startRegistrationReminder({ store: w.store, scheduler: w.scheduler, config, local, openRegistration: () => opened++ });
    return { ...w, local, opened: () => opened };
  }
  it('shows guests the popup after the configured delay', () => {
    const w = setup();
    w.clock.advance(19_999);
    expect(w.shown).toEqual([]);
    w.clock.advance(1);
    expect(w.shown.map((n) => n.id)).toEqual([REGISTRATION_POPUP_ID]);
    w.shown[0]!.action!.run();
    expect(w.opened()).toBe(1);
  });
  it('not again before the configured interval has passed', () => {
    const local = new MemoryStorage();
    const first = setup(local);
    first.clock.advance(20_000);
    const again = setup(local);
    again.clock.advance(20_000);
    expect(again.shown).toEqual([]);
    const later = setup(local, undefined, 1_000_000 + 60 * 60_000);
    later.clock.advance(20_000);
    expect(later.shown).toHaveLength(1);
  });
  it('never for a signed-in player', () => {
    const w = setup(new MemoryStorage(), 4);
    w.clock.advance(60_000);
    expect(w.shown).toEqual([]);
  });
});

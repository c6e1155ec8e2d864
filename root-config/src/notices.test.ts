import { type Notification, NotifyRequested } from '@site/bus';
import { MemoryStorage, siteConfig, testRootStore } from '@site/ui/testing';
import { ADBLOCK_NOTICE_ID, AGE_ACCEPT_MS, AGE_FEATURE, AGE_NOTICE_ID, checkAdblock, LOGOFF_NOTICE_ID, showAgeNotice, showLogoffNotice } from './notices';
import { LOGOFF_FLAG_KEY } from './session-lifecycle';

function world() {
  const w = testRootStore();
  const notices: Notification[] = [];
  w.bus.subscribe(NotifyRequested, (e) => notices.push(e.payload));
  return { ...w, notices };
}

test('the load after an idle logoff shows the inactivity notice once', () => {
  const { store, notices } = world();
  const storage = new MemoryStorage();
  storage.setItem(LOGOFF_FLAG_KEY, '1');
  showLogoffNotice(store, storage);
  showLogoffNotice(store, storage);
  expect(notices.map((n) => [n.id, n.title?.code, n.text.code])).toEqual([[LOGOFF_NOTICE_ID, 'shell.logoff_title', 'shell.logoff_text']]);
});

describe('the age notice', () => {
  const on = siteConfig((c) => {
    c.modules.features = [AGE_FEATURE];
    c.responsible.ageRestriction = 18;
  });
  it('shows when the feature and an age are configured; accepting remembers it for 3 days', () => {
    const { store, notices } = world();
    const local = new MemoryStorage();
    let now = 1_000;
    const deps = { store, config: on, local, session: new MemoryStorage(), now: () => now };
    showAgeNotice(deps);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ id: AGE_NOTICE_ID, text: { code: 'shell.age_text', values: { age: 18 } } });
    notices[0]!.action!.run();
    showAgeNotice(deps);
    expect(notices).toHaveLength(1);
    now += AGE_ACCEPT_MS;
    showAgeNotice(deps);
    expect(notices).toHaveLength(2);
  });
  it('remembers the acceptance for the session only when configured so', () => {
    const { store, notices } = world();
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    const config = siteConfig((c) => {
      c.modules.features = [AGE_FEATURE];
      c.responsible.ageRestriction = 21;
      (c.responsible as Record<string, unknown>).ageAcceptPerSession = true;
    });
    showAgeNotice({ store, config, local, session, now: () => 0 });
    notices[0]!.action!.run();
    expect(local.length).toBe(0);
    expect(session.length).toBe(1);
  });
  it('is not shown without the feature or without an age', () => {
    const { store, notices } = world();
    const none = siteConfig((c) => (c.responsible.ageRestriction = 18));
    const noAge = siteConfig((c) => {
      c.modules.features = [AGE_FEATURE];
      c.responsible.ageRestriction = 0;
    });
    for (const config of [none, noAge, null]) showAgeNotice({ store, config, local: new MemoryStorage(), session: null, now: () => 0 });
    expect(notices).toEqual([]);
  });
});

describe('the ad-block notice', () => {
  it('shows when the bait request is blocked while online', async () => {
    const { store, notices } = world();
    expect(await checkAdblock(store, '', () => Promise.reject(new TypeError('blocked')), () => true)).toBe(true);
    expect(notices.map((n) => n.id)).toEqual([ADBLOCK_NOTICE_ID]);
  });
  it('shows when forced by ?adblock=1', async () => {
    const { store, notices } = world();
    expect(await checkAdblock(store, '?adblock=1', () => Promise.resolve(), () => true)).toBe(true);
    expect(notices).toHaveLength(1);
  });
  it('does not show when the bait loads, nor when the browser is offline', async () => {
    const { store, notices } = world();
    await checkAdblock(store, '', () => Promise.resolve(), () => true);
    await checkAdblock(store, '', () => Promise.reject(new TypeError('offline')), () => false);
    expect(notices).toEqual([]);
  });
});

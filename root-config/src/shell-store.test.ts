import { getRootStore, setRootStore } from '@site/stores';
import { createScheduler } from '@site/ui';
import { FakeClock, FakePage } from '@site/ui/testing';
import { shellStore } from './shell-store';

afterEach(() => setRootStore(undefined));

test("the store's start-up waits run on the shell's scheduler: fake time moves them, a page left for 30 s pauses them", async () => {
  const clock = new FakeClock();
  const page = new FakePage();
  const scheduler = createScheduler({ clock, page });
  const store = shellStore(scheduler);
  // the page's one store: parcels asking later get this one
  expect(getRootStore()).toBe(store);
  let done = false;
  void store.sleep(2500).then(() => (done = true));
  clock.advance(2000);
  await Promise.resolve();
  expect(done).toBe(false);
  clock.advance(500);
  await Promise.resolve();
  expect(done).toBe(true);
  // a page left for 30 s: the waits stand still until it is shown again
  let later = false;
  void store.sleep(40_000).then(() => (later = true));
  page.hide();
  clock.advance(30_000 + 60_000);
  await Promise.resolve();
  expect(later).toBe(false);
  page.show();
  clock.advance(10_000);
  await Promise.resolve();
  expect(later).toBe(true);
  scheduler.dispose();
});

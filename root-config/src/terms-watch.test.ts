import { createScheduler } from '@site/ui';
import { FakeClock, FakePage, settle, testRootStore, type Script } from '@site/ui/testing';
import { startTermsWatch, TERMS_POLL_MS } from './terms-watch';

function setup(server: Script, userId: number | null = 7) {
  const clock = new FakeClock(0);
  const scheduler = createScheduler({ clock, page: new FakePage() });
  const world = testRootStore({ server, ...(userId !== null && { userId }) });
  let changed = 0;
  const stop = startTermsWatch({ store: world.store, scheduler, termsChanged: () => changed++ });
  const statusCalls = () => world.calls.filter((c) => c.path.endsWith('/agreement-rules/status')).length;
  return { ...world, clock, stop, changed: () => changed, statusCalls };
}

test('the terms status is polled every 60 s while signed in; changed terms force confirm-terms', async () => {
  let result = false;
  const w = setup(({ path }) => (path.endsWith('/agreement-rules/status') ? { body: { result, updatedAt: null } } : undefined));
  w.clock.advance(TERMS_POLL_MS);
  await settle();
  expect(w.statusCalls()).toBe(1);
  expect(w.changed()).toBe(0);
  result = true;
  w.clock.advance(TERMS_POLL_MS);
  await settle();
  expect(w.statusCalls()).toBe(2);
  expect(w.changed()).toBe(1);
});

test('a failed check counts as unchanged', async () => {
  const w = setup(() => ({ status: 503 }));
  w.clock.advance(3 * TERMS_POLL_MS);
  await settle();
  expect(w.statusCalls()).toBe(3);
  expect(w.changed()).toBe(0);
});

test('guests are not polled', async () => {
  const w = setup(() => ({ body: { result: true, updatedAt: null } }), null);
  w.clock.advance(3 * TERMS_POLL_MS);
  await settle();
  expect(w.statusCalls()).toBe(0);
});

test('a 451 with exception_code 1 from any call forces confirm-terms; another 451 does not', async () => {
  const w = setup(({ path }) =>
    path.endsWith('/bets') ? { status: 451, body: { errors: [{ status: '451', code: 'terms.changed', detail: 'x' }], exception_code: 1 } } : { status: 451, body: { errors: [] } },
  );
  await expect(w.store.api.get('web:/other')).rejects.toMatchObject({ status: 451 });
  expect(w.changed()).toBe(0);
  await expect(w.store.api.get('web:/bets')).rejects.toMatchObject({ status: 451 });
  expect(w.changed()).toBe(1);
  w.stop();
  await expect(w.store.api.get('web:/bets')).rejects.toMatchObject({ status: 451 });
  expect(w.changed()).toBe(1);
});

// A test's page for the shell's behaviours: a root store on a scripted server, the scheduler on a
// FakeClock and a FakePage, and the named notices it published and dismissed.
import { type Notification, NotifyDismissed, NotifyRequested } from '@site/bus';
import { createScheduler } from '@site/ui';
import { FakeClock, FakePage, type Script, testRootStore } from '@site/ui/testing';

export function shellWorld(opts: { server?: Script; userId?: number; start?: number } = {}) {
  const clock = new FakeClock(opts.start ?? 1_000_000);
  const scheduler = createScheduler({ clock, page: new FakePage() });
  // saves at once: no real timer outlives the test
  const w = testRootStore({ deps: { coupon: { saveDelayMs: 0, page: null } }, ...(opts.server && { server: opts.server }), ...(opts.userId !== undefined && { userId: opts.userId }) });
  const shown: Notification[] = [];
  const dismissed: string[] = [];
  // the shell's own (named) notices; the stores' failure toasts are not these
  w.bus.subscribe(NotifyRequested, (e) => e.payload.id !== undefined && shown.push(e.payload));
  w.bus.subscribe(NotifyDismissed, (e) => dismissed.push(e.payload.id));
  return { ...w, clock, scheduler, shown, dismissed };
}

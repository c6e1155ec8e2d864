import { FakeClock, FakePage } from './testing';
import { createScheduler, PAGE_LEAVE_PAUSE_MS } from './scheduler';

function setup() {
  const clock = new FakeClock(0);
  const page = new FakePage();
  const scheduler = createScheduler({ clock, page });
  return { clock, page, scheduler };
}

describe('the shell scheduler (spec 2 §4: page-leave pauses timers after 30 s)', () => {
  it('runs timeouts and intervals on the injected clock while the page is shown', () => {
    const { clock, scheduler } = setup();
    const fired: string[] = [];
    scheduler.setTimeout(() => fired.push('once'), 1000);
    scheduler.setInterval(() => fired.push('tick'), 400);
    clock.advance(1200);
    expect(fired).toEqual(['tick', 'tick', 'once', 'tick']);
  });

  it('keeps running for the first 30 s of page-leave', () => {
    const { clock, page, scheduler } = setup();
    let ticks = 0;
    scheduler.setInterval(() => ticks++, 10_000);
    page.hide();
    clock.advance(PAGE_LEAVE_PAUSE_MS - 1);
    expect(ticks).toBe(2);
    expect(scheduler.paused).toBe(false);
    clock.advance(1);
    expect(scheduler.paused).toBe(true);
  });

  it('fires nothing while paused and goes on with the time that was left when shown again', () => {
    const { clock, page, scheduler } = setup();
    let fired = 0;
    scheduler.setTimeout(() => fired++, 50_000);
    page.hide();
    clock.advance(30_000);
    clock.advance(600_000);
    expect(fired).toBe(0);
    page.show();
    expect(scheduler.paused).toBe(false);
    clock.advance(19_999);
    expect(fired).toBe(0);
    clock.advance(1);
    expect(fired).toBe(1);
  });

  it('does not pause when the player comes back within 30 s', () => {
    const { clock, page, scheduler } = setup();
    let ticks = 0;
    scheduler.setInterval(() => ticks++, 60_000);
    page.hide();
    clock.advance(20_000);
    page.show();
    clock.advance(40_000);
    expect(scheduler.paused).toBe(false);
    expect(ticks).toBe(1);
  });

  it('holds timers made while paused until the page is shown', () => {
    const { clock, page, scheduler } = setup();
    page.hide();
    clock.advance(30_000);
    let fired = 0;
    scheduler.setTimeout(() => fired++, 100);
    clock.advance(1000);
    expect(fired).toBe(0);
    page.show();
    clock.advance(100);
    expect(fired).toBe(1);
  });

  it('cancels timers and stops on dispose', () => {
    const { clock, scheduler } = setup();
    let fired = 0;
    const a = scheduler.setTimeout(() => fired++, 100);
    scheduler.setInterval(() => fired++, 100);
    scheduler.clearTimeout(a);
    scheduler.dispose();
    clock.advance(1000);
    expect(fired).toBe(0);
    expect(clock.pending()).toEqual([]);
  });

  it('tells its listeners when the page hides and when timers pause', () => {
    const { clock, page, scheduler } = setup();
    const seen: string[] = [];
    scheduler.subscribe(() => seen.push(`${scheduler.hidden}/${scheduler.paused}`));
    page.hide();
    clock.advance(30_000);
    page.show();
    expect(seen).toEqual(['true/false', 'true/true', 'false/false', 'false/false']);
  });
});

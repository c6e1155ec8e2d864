// What the notification areas show (spec 1 §8, §9; spec 2 §2, §9), as plain state: which
// notifications are in which area, and when each one closes.
import { type EventBus, MfUnmounted, type Notification, type NotificationArea, type NotificationType, NotifyDismissed, NotifyRequested } from '@site/bus';
import type { Clock } from '@site/ui';

/** Spec 1 §9: alert, default, snackbar and control notifications close after 10000 ms. */
export const AUTO_CLOSE_MS = 10_000;
const AUTO_CLOSING: ReadonlySet<NotificationType> = new Set<NotificationType>(['alert', 'default', 'snackbar', 'control']);

/** Spec 2 §9: the default area shows at most 3 at once, the others at most 1. */
export const AREA_LIMITS: Readonly<Record<NotificationArea, number>> = { default: 3, top: 1, bottom: 1 };

export interface ShownNotification extends Notification {
  /** This showing's own key (ids are the publisher's and may repeat). */
  key: number;
  area: NotificationArea;
}

/**
 * The notifications on screen. A new one in a full area pushes the oldest there out (what is
 * new matters more than what the player has already seen); one with the id of a notification
 * on screen replaces it. Timers run on the given clock, so tests use a fake one.
 */
export class NotificationCenter {
  private items: readonly ShownNotification[] = [];
  private readonly timers = new Map<number, unknown>();
  private readonly listeners = new Set<() => void>();
  private nextKey = 1;

  constructor(private readonly clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>) {}

  /** Everything on screen, oldest first; a new array after every change. */
  get shown(): readonly ShownNotification[] {
    return this.items;
  }

  show(notification: Notification): number {
    const area = notification.area ?? 'default';
    const key = this.nextKey++;
    const replaced = notification.id === undefined ? [] : this.items.filter((n) => n.id === notification.id);
    const staying = this.items.filter((n) => !replaced.includes(n));
    const inArea = staying.filter((n) => n.area === area);
    const pushedOut = inArea.slice(0, Math.max(0, inArea.length + 1 - AREA_LIMITS[area]));
    for (const n of [...replaced, ...pushedOut]) this.stopTimer(n.key);
    if (AUTO_CLOSING.has(notification.type))
      this.timers.set(
        key,
        this.clock.setTimeout(() => this.close(key), AUTO_CLOSE_MS),
      );
    this.set([...staying.filter((n) => !pushedOut.includes(n)), { ...notification, area, key }]);
    return key;
  }

  close(key: number): void {
    if (!this.items.some((n) => n.key === key)) return;
    this.stopTimer(key);
    this.set(this.items.filter((n) => n.key !== key));
  }

  /** Closes what is shown under this id (NotifyDismissed). */
  closeId(id: string): void {
    for (const n of this.items.filter((i) => i.id === id)) this.close(n.key);
  }

  /** A unit went away: what it asked to show goes with it. */
  closeFrom(source: string): void {
    for (const n of this.items.filter((i) => i.source === source)) this.close(n.key);
  }

  /** For useSyncExternalStore: called after every change. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  dispose(): void {
    for (const key of [...this.timers.keys()]) this.stopTimer(key);
    this.set([]);
  }

  private stopTimer(key: number): void {
    const timer = this.timers.get(key);
    if (timer !== undefined) this.clock.clearTimeout(timer);
    this.timers.delete(key);
  }

  private set(items: readonly ShownNotification[]): void {
    this.items = items;
    for (const listener of [...this.listeners]) listener();
  }
}

/** Feeds the center from the bus: NotifyRequested shows, MfUnmounted closes its unit's, NotifyDismissed closes one by id. */
export function connectNotifications(center: NotificationCenter, bus: Pick<EventBus, 'subscribe'>): () => void {
  const subscriptions = [
    bus.subscribe(NotifyRequested, (e) => center.show(e.payload)),
    bus.subscribe(MfUnmounted, (e) => center.closeFrom(e.payload.name)),
    bus.subscribe(NotifyDismissed, (e) => center.closeId(e.payload.id)),
  ];
  return () => {
    for (const s of subscriptions) s.unsubscribe();
  };
}

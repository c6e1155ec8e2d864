import type { Observable, Subscription } from 'rxjs';
import { EXTERNAL_EVENTS } from './catalogue';
import type { BusEvent, EventClass } from './event';
import { EventBus } from './event-bus';

export { BusEvent, type EventClass, type PayloadOf } from './event';
export { EventBus } from './event-bus';
export { BUS_EVENTS, EXTERNAL_EVENTS } from './catalogue';
export * from './events/user';
export * from './events/shell';
export * from './events/coupon';
export * from './events/notifications';
// consent and analytics (issue 16)
export * from './events/consent';

// The page's bus is created on first use, never on import; tests call resetBus().
let current: EventBus | undefined;
export function getBus(): EventBus {
  current ??= new EventBus();
  return current;
}
export function resetBus(): void {
  current?.complete();
  current = undefined;
}
export const publish = (event: BusEvent): void => getBus().publish(event);
export const stream = <E extends BusEvent>(cls: EventClass<E>): Observable<E> => getBus().stream(cls);
export const subscribe = <E extends BusEvent>(cls: EventClass<E>, handler: (event: E) => void): Subscription =>
  getBus().subscribe(cls, handler);
/** What a remote front-end calls to publish: only EXTERNAL_EVENTS, each payload parsed. */
export const publishExternal = (type: unknown, payload: unknown) => getBus().publishExternal(type, payload, EXTERNAL_EVENTS);

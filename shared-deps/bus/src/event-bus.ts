import { filter, type Observable, Subject, type Subscription } from 'rxjs';
import type { Logger } from '@site/api';
import type { BusEvent, EventClass } from './event';

/**
 * The page's one event bus. Parcels talk through it without importing each other.
 * A subscriber that throws is logged and keeps its subscription; the others never notice.
 */
export class EventBus {
  private readonly subject = new Subject<BusEvent>();

  constructor(private readonly logger: Pick<Logger, 'error'> = console) {}

  publish(event: BusEvent): void {
    this.subject.next(event);
  }

  /** All events of one class, as an observable. */
  stream<E extends BusEvent>(cls: EventClass<E>): Observable<E> {
    return this.subject.pipe(filter((e): e is E => (e.constructor as EventClass).type === cls.type));
  }

  /** Subscribes a handler that is isolated from the others: its errors are only logged. */
  subscribe<E extends BusEvent>(cls: EventClass<E>, handler: (event: E) => void): Subscription {
    return this.stream(cls).subscribe((event) => {
      try {
        handler(event);
      } catch (error) {
        this.logger.error(`bus subscriber of "${cls.type}" failed`, error);
      }
    });
  }

  /**
   * Publishes an event described by plain data from a remote front-end. Only the listed event
   * types (the page's list is EXTERNAL_EVENTS), with a payload that passes the class's own
   * `parse`, get through.
   */
  publishExternal(type: unknown, payload: unknown, classes: readonly EventClass[]): { ok: true } | { ok: false; error: string } {
    if (typeof type !== 'string') return { ok: false, error: 'event type must be a string' };
    const cls = classes.find((c) => c.type === type);
    if (!cls) return { ok: false, error: `unknown event type "${type.slice(0, 80)}"` };
    try {
      const parsed = cls.parse ? cls.parse(payload) : payload;
      this.publish(new cls(parsed as never));
      return { ok: true };
    } catch (error) {
      return { ok: false, error: `invalid payload for "${type}": ${error instanceof Error ? error.message : String(error)}` };
    }
  }

  complete(): void {
    this.subject.complete();
  }
}

/**
 * Every bus event is a class with a static `type` and a typed payload. The class is the key:
 * `stream(AddBet)` yields AddBet instances with their payload typed.
 */
export abstract class BusEvent<P = unknown> {
  constructor(readonly payload: P) {}
}

export interface EventClass<E extends BusEvent = BusEvent> {
  new (payload: never): E;
  readonly type: string;
  /** Validates a payload that came from outside the page's own code (a remote front-end). */
  parse?(payload: unknown): unknown;
}

export type PayloadOf<E> = E extends BusEvent<infer P> ? P : never;

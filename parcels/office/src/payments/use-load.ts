import { useCallback, useEffect, useState } from 'react';
import { type Message, messageOf } from '@site/api';
import { PaymentAnswerError } from './payment-answers';

export type Loaded<T> = { kind: 'loading' } | { kind: 'error'; message: Message } | { kind: 'ready'; value: T };

/** The message of a failed load: a bad answer is `network.bad_answer`, anything else as the client says. */
export function failureOf(error: unknown): Message {
  return error instanceof PaymentAnswerError ? { code: 'network.bad_answer' } : messageOf(error);
}

/** Loads `load()` when mounted and whenever `deps` change; `reload()` asks again. A stale answer is dropped. */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(load, deps);
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    run(controller.signal).then(
      (value) => !controller.signal.aborted && setState({ kind: 'ready', value }),
      (error: unknown) => !controller.signal.aborted && setState({ kind: 'error', message: failureOf(error) }),
    );
    return () => controller.abort();
  }, [run, round]);
  return [state, useCallback(() => setRound((r) => r + 1), [])];
}

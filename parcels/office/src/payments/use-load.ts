import { useCallback, useEffect, useState } from 'react';
import { type Message, messageOf, PAYMENT_PATHS, type PaymentMethodView } from '@site/api';
import { useStores } from '@site/stores';
import { PaymentAnswerError, parseMethods } from './payment-answers';
import { webPath } from './web-path';

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

/** The payment methods for the player's currency (GET /web-api/payments/methods). */
export function useMethods(): Loaded<PaymentMethodView[]> {
  const { api } = useStores();
  return useLoad(async (signal) => parseMethods(await api.get<unknown>(webPath(PAYMENT_PATHS.methods), { signal })), [api])[0];
}

import { type DependencyList, useEffect, useState } from 'react';
import { ApiError, messageOf, type Message } from '@site/api';

export type Loaded<T> = { kind: 'loading' } | { kind: 'missing' } | { kind: 'error'; message: Message } | { kind: 'ready'; value: T };

/** Loads once per change of `deps`, dropping the answer of an older load; a 404 is `missing`. */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    load(controller.signal).then(
      (value) => !controller.signal.aborted && setState({ kind: 'ready', value }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setState({ kind: 'missing' });
        else setState({ kind: 'error', message: messageOf(error) });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}

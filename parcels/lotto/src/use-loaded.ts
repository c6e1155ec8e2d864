import { type Message, messageOf } from '@site/api';
import { useEffect, useState } from 'react';

export type Loaded<T> = { kind: 'loading' } | { kind: 'error'; message: Message } | { kind: 'ready'; value: T };

/** Loads once per change of `deps` (the previous load is aborted); errors become Messages. */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    load(controller.signal).then(
      (value) => !controller.signal.aborted && setState({ kind: 'ready', value }),
      (error: unknown) => !controller.signal.aborted && setState({ kind: 'error', message: messageOf(error) }),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}

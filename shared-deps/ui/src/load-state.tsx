import { type Message, messageOf } from '@site/api';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageText } from './format/message-text';

/** A page's data: loading, failed (a Message), or there. */
export type Loaded<T> = { kind: 'loading' } | { kind: 'error'; message: Message } | { kind: 'ready'; value: T };

/** Loads once per change of `deps` (the previous load is aborted; what was loaded stays shown meanwhile); a failure becomes its Message. */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    // A reload keeps what is shown until the new data is there (forms on the page keep their state).
    setState((prev) => (prev.kind === 'ready' ? prev : { kind: 'loading' }));
    load(controller.signal).then(
      (value) => !controller.signal.aborted && setState({ kind: 'ready', value }),
      (error: unknown) => !controller.signal.aborted && setState({ kind: 'error', message: messageOf(error) }),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}

/** The loading line (`<prefix>-loading`), the error (`<prefix>-error`, role alert), or the content once loaded. */
export function LoadState<T>({ state, testIdPrefix, children }: { state: Loaded<T>; testIdPrefix: string; children: (value: T) => ReactNode }) {
  const { t } = useTranslation('common');
  if (state.kind === 'loading') return <p data-testid={`${testIdPrefix}-loading`}>{t('loading')}</p>;
  if (state.kind === 'error')
    return (
      <p role="alert" data-testid={`${testIdPrefix}-error`}>
        <MessageText message={state.message} />
      </p>
    );
  return <>{children(state.value)}</>;
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageText } from '@site/ui';
import type { Loaded } from './office-data';

/**
 * The frame of an office page on server data: its heading, then "loading", the error with a
 * retry, or the page's own content (`children(data)`); `isEmpty` data shows `empty` instead.
 */
export function OfficePage<T>({
  testId,
  title,
  state,
  reload,
  isEmpty,
  empty,
  before,
  children,
}: {
  testId: string;
  title: string;
  state: Loaded<T>;
  reload(): void;
  isEmpty?: (data: T) => boolean;
  empty?: string;
  /** Shown above the data whatever its state (a form). */
  before?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('office');
  return (
    <section data-testid={testId}>
      <h1>{title}</h1>
      {before}
      {state.kind === 'loading' ? (
        <p data-testid="office-loading">{t('common:loading')}</p>
      ) : state.kind === 'error' ? (
        <div role="alert" data-testid="office-error">
          <MessageText message={state.message} />{' '}
          <button type="button" onClick={reload}>
            {t('common:retry')}
          </button>
        </div>
      ) : isEmpty?.(state.data) ? (
        <p data-testid="office-empty">{empty}</p>
      ) : (
        children(state.data)
      )}
    </section>
  );
}

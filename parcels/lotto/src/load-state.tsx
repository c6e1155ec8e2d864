import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageText } from '@site/ui';
import type { Loaded } from './use-loaded';

/** Loading and error lines of a page, or its content once loaded. */
export function LoadState<T>({ state, children }: { state: Loaded<T>; children: (value: T) => ReactNode }) {
  const { t } = useTranslation('lotto');
  if (state.kind === 'loading') return <p data-testid="lotto-loading">{t('loading')}</p>;
  if (state.kind === 'error')
    return (
      <p role="alert" data-testid="lotto-error">
        <MessageText message={state.message} />
      </p>
    );
  return <>{children(state.value)}</>;
}

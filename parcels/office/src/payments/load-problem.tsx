import { useTranslation } from 'react-i18next';
import { MessageText } from '@site/ui';
import type { Loaded } from './use-load';

/** What a payments page shows while its data loads (`<testId>-loading`) or when it could not (`<testId>-error`); nothing once ready. */
export function LoadProblem({ state, testId }: { state: Loaded<unknown>; testId: string }) {
  const { t } = useTranslation('office');
  if (state.kind === 'loading') return <p data-testid={`${testId}-loading`}>{t('common:loading')}</p>;
  if (state.kind === 'error')
    return (
      <p role="alert" data-testid={`${testId}-error`}>
        <MessageText message={state.message} />
      </p>
    );
  return null;
}

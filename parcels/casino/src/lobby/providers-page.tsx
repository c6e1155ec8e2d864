import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf, type CasinoProvider, type Message } from '@site/api';
import { MessageText, Skeleton } from '@site/ui';
import { useCasino } from '../casino-context';
import { CasinoNav } from './casino-nav';

type State = { kind: 'loading' } | { kind: 'error'; message: Message } | { kind: 'ready'; providers: CasinoProvider[] };

/** providers: every game studio of the catalogue with its count, each linking `providers/{provider}`. */
export function ProvidersPage() {
  const { t } = useTranslation('casino');
  const { api, lang } = useCasino();
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    const c = new AbortController();
    api.providers(c.signal).then(
      (a) => !c.signal.aborted && setState({ kind: 'ready', providers: a.providers }),
      (e: unknown) => !c.signal.aborted && setState({ kind: 'error', message: messageOf(e) }),
    );
    return () => c.abort();
  }, [api]);
  return (
    <section className="casino-app" data-testid="casino-providers">
      <header className="casino-head">
        <h1>{t('providers')}</h1>
        <span className="casino-demo-label">{t('demo_label')}</span>
      </header>
      <CasinoNav />
      {state.kind === 'loading' && <Skeleton />}
      {state.kind === 'error' && (
        <p role="alert" data-testid="casino-error">
          <MessageText message={state.message} />
        </p>
      )}
      {state.kind === 'ready' && (
        <ul className="casino-nav" data-testid="casino-provider-list">
          {state.providers.map((p) => (
            <li key={p.id} style={{ listStyle: 'none' }}>
              <a href={`/${lang}/providers/${p.id}`} data-testid="casino-provider">
                {p.name} <span className="casino-demo-label">{t('games_count', { count: p.gamesCount })}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CasinoHistory } from './casino-history';

type Tab = 'bets' | 'casino';

/** `?tab=casino` opens the casino rounds (a link from elsewhere); anything else the bets. */
const tabOfLocation = (): Tab =>
  typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('tab') === 'casino' ? 'casino' : 'bets';

/** The office history's two tabs: the sports bets (the page it had) and the casino rounds. */
export function HistoryTabs({ bets }: { bets: ReactNode }) {
  const { t } = useTranslation('office');
  const [tab, setTab] = useState<Tab>(tabOfLocation);
  return (
    <>
      <div role="tablist" data-testid="history-tabs" style={{ display: 'flex', gap: '0.75rem' }}>
        {(['bets', 'casino'] as const).map((x) => (
          <button key={x} type="button" role="tab" aria-selected={tab === x} data-testid={`history-tab-${x}`} onClick={() => setTab(x)}>
            {x === 'bets' ? t('casino_history.tab_bets') : t('casino_history.tab_casino')}
          </button>
        ))}
      </div>
      {tab === 'bets' ? bets : <CasinoHistory />}
    </>
  );
}

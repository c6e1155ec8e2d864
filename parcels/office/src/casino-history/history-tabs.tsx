import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@site/ui';
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
      <Tabs<Tab>
        label={t('section_history')}
        testId="history-tabs"
        value={tab}
        onChange={setTab}
        items={(['bets', 'casino'] as const).map((x) => ({
          value: x,
          testId: `history-tab-${x}`,
          label: x === 'bets' ? t('casino_history.tab_bets') : t('casino_history.tab_casino'),
        }))}
      />
      {tab === 'bets' ? bets : <CasinoHistory />}
    </>
  );
}

import { observer } from 'mobx-react-lite';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf, type Message } from '@site/api';
import { useStores } from '@site/stores';
import { MessageText, Select } from '@site/ui';
import { CouponCard } from './coupon-card';
import { COUPON_STATUSES, type CouponView, parseCouponList } from './coupon-view';
import { dayRange } from './day-range';

const STATUS_FILTERS = ['all', ...COUPON_STATUSES] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];
export interface HistoryFilters {
  from: string;
  to: string;
  status: StatusFilter;
}

type State = { kind: 'loading' } | { kind: 'error'; message: Message } | { kind: 'ready'; bets: CouponView[] };

/** The office bets history (spec 1 §2 office "history"): filters from, to and status. */
export const HistoryPage = observer(function HistoryPage() {
  const { t } = useTranslation('office');
  const { api, settings, accounts } = useStores();
  const lang = settings.language;
  const timeZone = settings.timeZone;
  const [draft, setDraft] = useState<HistoryFilters>({ from: '', to: '', status: 'all' });
  const [filters, setFilters] = useState<HistoryFilters>(draft);
  const [state, setState] = useState<State>({ kind: 'loading' });
  // A settled bet changes the balance: the history follows it.
  const balance = accounts.balance;

  const load = useCallback(
    (f: HistoryFilters, signal: AbortSignal) => {
      setState({ kind: 'loading' });
      const query = { ...dayRange(f.from, f.to, timeZone), status: f.status, lang };
      api.get<unknown>('web:/user/bets', { query, signal }).then(
        (raw) => !signal.aborted && setState({ kind: 'ready', bets: parseCouponList(raw) }),
        (error: unknown) => !signal.aborted && setState({ kind: 'error', message: messageOf(error) }),
      );
    },
    [api, lang, timeZone],
  );
  useEffect(() => {
    const controller = new AbortController();
    load(filters, controller.signal);
    return () => controller.abort();
  }, [load, filters, balance]);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ ...draft });
  };

  return (
    <section className="office-history" data-testid="history-page">
      <h1>{t('section_history')}</h1>
      <form className="office-history__filters" data-testid="history-filters" onSubmit={apply}>
        <label>
          {t('from')}
          <input type="date" data-testid="history-from" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </label>
        <label>
          {t('to')}
          <input type="date" data-testid="history-to" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </label>
        <label>
          {t('status')}
          <Select testId="history-status" value={draft.status} options={STATUS_FILTERS} label={(s) => t(`status_${s}`)} onChange={(status) => setDraft({ ...draft, status })} />
        </label>
        <button type="submit" data-testid="history-apply">
          {t('apply')}
        </button>
      </form>
      {state.kind === 'loading' && <p data-testid="history-loading">{t('common:loading')}</p>}
      {state.kind === 'error' && (
        <p role="alert" data-testid="history-error">
          <MessageText message={state.message} />
        </p>
      )}
      {state.kind === 'ready' && state.bets.length === 0 && <p data-testid="history-empty">{t('empty')}</p>}
      {state.kind === 'ready' && state.bets.map((c) => <CouponCard key={c.couponId} coupon={c} printHref={`/${lang}/print-coupon/${c.couponId}`} />)}
    </section>
  );
});

import { useEffect, useState } from 'react';
import { ApiError } from '@site/api';
import { useT } from '@site/i18n';
import { useStores } from '@site/stores';
import { CouponCard } from './coupon-card';
import { type CouponView, parseCoupon } from './coupon-view';

type State = { kind: 'loading' } | { kind: 'not-found' } | { kind: 'error'; message: string } | { kind: 'ready'; coupon: CouponView };

/** print-coupon/{couponId} (spec 1 §2, empty layout): the placed coupon as a printable page. */
export function PrintCoupon({ couponId, print = () => window.print() }: { couponId: string; print?: () => void }) {
  const t = useT();
  const { api, settings } = useStores();
  const lang = settings.language;
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    if (!/^\d{1,10}$/.test(couponId)) {
      setState({ kind: 'not-found' });
      return;
    }
    api.get<{ coupon?: unknown }>(`web:/coupon/${couponId}`, { query: { lang }, signal: controller.signal }).then(
      (raw) => {
        const coupon = parseCoupon(raw?.coupon);
        setState(coupon ? { kind: 'ready', coupon } : { kind: 'error', message: t('print_unreadable') });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setState({ kind: 'not-found' });
        else setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [api, couponId, lang, t]);

  return (
    <section className="print-coupon" data-testid="print-coupon">
      <h1>
        {t('brand')} · {t('history_coupon_no')} {couponId}
      </h1>
      {state.kind === 'loading' && <p>{t('sports_loading')}</p>}
      {state.kind === 'not-found' && (
        <p role="alert" data-testid="print-not-found">
          {t('print_not_found')}
        </p>
      )}
      {state.kind === 'error' && (
        <p role="alert" data-testid="print-error">
          {state.message}
        </p>
      )}
      {state.kind === 'ready' && (
        <>
          <CouponCard coupon={state.coupon} lang={lang} />
          <button type="button" className="print-coupon__print" data-testid="print-button" onClick={print}>
            {t('coupon_print')}
          </button>
        </>
      )}
    </section>
  );
}

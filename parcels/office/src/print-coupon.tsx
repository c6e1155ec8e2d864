import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ApiError, messageOf, type Message } from '@site/api';
import { useStores } from '@site/stores';
import { Button, MessageText } from '@site/ui';
import { CouponCard } from './coupon-card';
import { type CouponView, parseCoupon } from './coupon-view';

type State = { kind: 'loading' } | { kind: 'not-found' } | { kind: 'error'; message: Message } | { kind: 'ready'; coupon: CouponView };

/** print-coupon/{couponId} (spec 1 §2, empty layout): the placed coupon as a printable page. */
export function PrintCoupon({ couponId, print = () => window.print() }: { couponId: string; print?: () => void }) {
  const { t } = useTranslation('office');
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
        setState(coupon ? { kind: 'ready', coupon } : { kind: 'error', message: { code: 'network.bad_answer' } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setState({ kind: 'not-found' });
        else setState({ kind: 'error', message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [api, couponId, lang]);

  return (
    <section className="print-coupon" data-testid="print-coupon">
      <h1>
        {t('common:brand')} · <Trans t={t} i18nKey="common:bet_coupon_no" values={{ id: couponId }} components={{ id: <span /> }} />
      </h1>
      {state.kind === 'loading' && <p>{t('common:loading')}</p>}
      {state.kind === 'not-found' && (
        <p role="alert" data-testid="print-not-found">
          {t('print_not_found')}
        </p>
      )}
      {state.kind === 'error' && (
        <p role="alert" data-testid="print-error">
          <MessageText message={state.message} />
        </p>
      )}
      {state.kind === 'ready' && (
        <>
          <CouponCard coupon={state.coupon} />
          <Button variant="primary" className="print-coupon__print" testId="print-button" onClick={print}>
            {t('common:bet_print')}
          </Button>
        </>
      )}
    </section>
  );
}

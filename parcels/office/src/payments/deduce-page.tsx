import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_PATHS } from '@site/api';
import { useStores } from '@site/stores';
import { Money } from '@site/ui';
import { LoadProblem } from './load-problem';
import { parseRequestId } from './payment-answers';
import { PaymentForm } from './payment-form';
import { failureOf, useMethods } from './use-load';
import { webPath } from './web-path';

/**
 * office/deduce (spec 1 office): a withdrawal from the active account. What may be withdrawn is
 * that account's money (bonus money is on the bonus account and never withdrawable); the amount
 * is held at once and the request stays pending until the operator decides. It cannot be taken
 * back (RTS 14): the page says so and offers no cancel.
 */
export const DeducePage = observer(function DeducePage() {
  const { t } = useTranslation('office');
  const { api, settings, accounts } = useStores();
  const methods = useMethods();
  const [done, setDone] = useState<number | null>(null);
  const account = accounts.activeAccount;

  const send = async (amount: number, method: string, idempotencyKey: string) => {
    try {
      setDone(parseRequestId(await api.post<unknown>(webPath(PAYMENT_PATHS.withdraw), { amount, method, idempotencyKey })));
      void accounts.load();
      return null;
    } catch (error) {
      return failureOf(error);
    }
  };

  return (
    <section className="office-deduce" data-testid="deduce-page">
      <h1>{t('pay_title_deduce')}</h1>
      {account && (
        <p data-testid="deduce-withdrawable">
          {t('pay_withdrawable')} <Money amount={account.money} currency={account.iso} />
        </p>
      )}
      <p data-testid="deduce-final">{t('pay_withdraw_final')}</p>
      {done !== null && (
        <p role="status" data-testid="deduce-done">
          {t('pay_withdraw_done', { id: done })} <a href={`/${settings.language}/office/historypay`}>{t('section_historypay')}</a>
        </p>
      )}
      <LoadProblem state={methods} testId="deduce-methods" />
      {methods.kind === 'ready' && account && <PaymentForm kind="withdraw" methods={methods.value} ceiling={account.money} send={send} />}
    </section>
  );
});

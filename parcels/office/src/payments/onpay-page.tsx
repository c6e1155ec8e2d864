import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ONPAY_RESULTS, type OnpayResult } from '@site/api';
import { useStores } from '@site/stores';
import { Money } from '@site/ui';

/**
 * The payment return pages (route `onpay` and `onpay-withdraw`: success, fail, pending,
 * cancel): what happened, the balance read again at once (the header follows the accounts
 * store), and where to go next.
 */
export const OnpayPage = observer(function OnpayPage({ result, withdraw }: { result: string | undefined; withdraw: boolean }) {
  const { t } = useTranslation('office');
  const { accounts, settings } = useStores();
  const known: OnpayResult = (ONPAY_RESULTS as readonly string[]).includes(result ?? '') ? (result as OnpayResult) : 'pending';
  useEffect(() => {
    void accounts.load();
  }, [accounts]);
  const account = accounts.activeAccount;
  const lang = settings.language;
  return (
    <section className="office-onpay" data-testid="onpay-page" data-result={known} data-kind={withdraw ? 'withdraw' : 'deposit'}>
      <h1 data-testid="onpay-title">{t(`onpay_${withdraw ? 'withdraw' : 'deposit'}_${known}`)}</h1>
      {account && (
        <p data-testid="onpay-balance">
          {t('pay_balance')} <Money amount={account.money} currency={account.iso} />
        </p>
      )}
      <p>
        <a data-testid="onpay-history" href={`/${lang}/office/historypay`}>
          {t('section_historypay')}
        </a>{' '}
        {!withdraw && known !== 'success' && (
          <a data-testid="onpay-again" href={`/${lang}/office/recharge`}>
            {t('onpay_try_again')}
          </a>
        )}
      </p>
    </section>
  );
});

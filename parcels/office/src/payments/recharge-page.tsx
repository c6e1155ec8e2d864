import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { isRecord, PAYMENT_PATHS } from '@site/api';
import { useStores } from '@site/stores';
import { LoadProblem } from './load-problem';
import { parseRedirect } from './payment-answers';
import { PaymentForm } from './payment-form';
import { failureOf, useLoad, useMethods } from './use-load';
import { webPath } from './web-path';

/** Goes to the provider's page (a full navigation); tests give their own. */
export type Go = (url: string) => void;
const goTo: Go = (url) => window.location.assign(url);

/**
 * office/recharge (spec 1 office): the methods for the player's currency, the amount, and the
 * first-deposit bonus the player chose at registration while it is still available. A deposit is
 * a pending request; the player goes on to the provider's page and comes back to onpay/*.
 */
export const RechargePage = observer(function RechargePage({ go = goTo }: { go?: Go }) {
  const { t } = useTranslation('office');
  const { api, settings, accounts } = useStores();
  const methods = useMethods();
  const bonusAvailable = accounts.isAvailableFirstDepositBonus;
  const [bonus] = useLoad(
    async (signal) => {
      if (!bonusAvailable) return 0;
      const config = await api.get<unknown>('web:/user/config', { signal });
      return isRecord(config) && (config.bonus_type === 1 || config.bonus_type === 2) ? config.bonus_type : 0;
    },
    [api, bonusAvailable],
  );

  const send = async (amount: number, method: string, idempotencyKey: string) => {
    try {
      const answer = await api.post<unknown>(webPath(PAYMENT_PATHS.deposit), { amount, method, idempotencyKey }, { headers: { 'X-Language': settings.language } });
      go(parseRedirect(answer));
      return null;
    } catch (error) {
      return failureOf(error);
    }
  };

  return (
    <section className="office-recharge" data-testid="recharge-page">
      <h1>{t('section_recharge')}</h1>
      {bonus.kind === 'ready' && bonus.value !== 0 && (
        <p data-testid="recharge-first-deposit-bonus" data-bonus-type={bonus.value}>
          {t(bonus.value === 1 ? 'pay_first_deposit_bonus_sports' : 'pay_first_deposit_bonus_casino')}
        </p>
      )}
      <LoadProblem state={methods} testId="recharge-methods" />
      {methods.kind === 'ready' && <PaymentForm kind="deposit" methods={methods.value} send={send} />}
      <p>
        <a href={`/${settings.language}/office/historypay`}>{t('section_historypay')}</a>
      </p>
    </section>
  );
});

import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE, type CurrencyChange, type CurrencyEntry, messageOf, type Message } from '@site/api';
import { useStores } from '@site/stores';
import { MessageText, Money } from '@site/ui';

/**
 * The player's accounts (spec 2 §3 "Account state", §7 currency calls): the main and currency
 * accounts with their balances; switch the active one, add a currency account, remove an empty
 * one. The answers' messages come as codes (`data.code`), said in the player's language.
 */
export const CurrencyAccounts = observer(function CurrencyAccounts() {
  const { t } = useTranslation('office');
  const { api, accounts } = useStores();
  const [currencies, setCurrencies] = useState<CurrencyEntry[]>([]);
  const [adding, setAdding] = useState<number | ''>('');
  const [message, setMessage] = useState<Message | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api.get<CurrencyEntry[]>('web:/dicts/currencies', { signal: controller.signal }).then(
      (list) => setCurrencies(Array.isArray(list) ? list : []),
      () => {},
    );
    return () => controller.abort();
  }, [api]);

  const change = async (call: () => Promise<CurrencyChange>) => {
    setMessage(null);
    try {
      const answer = await call();
      setMessage({ code: answer.data.code, ...(answer.data.meta && { values: answer.data.meta }) });
      await accounts.load();
    } catch (error) {
      setMessage(messageOf(error));
    }
  };
  const held = new Set(accounts.accounts.map((a) => a.currencyId));
  const addable = currencies.filter((c) => !held.has(c.id));

  return (
    <section className="office-form" data-testid="account-currencies">
      <h2>{t('account_currencies_title')}</h2>
      {message && (
        <p role="status" data-testid="account-currency-message">
          <MessageText message={message} />
        </p>
      )}
      <ul>
        {accounts.accounts.map((a) => (
          <li key={a.id} data-testid={`account-currency-${a.iso}`}>
            <strong>{a.iso}</strong> <Money amount={a.money} currency={a.iso} />{' '}
            {a.isActive ? (
              <span data-testid={`account-currency-${a.iso}-active`}>{t('account_currency_active')}</span>
            ) : (
              <button type="button" data-testid={`account-currency-${a.iso}-switch`} onClick={() => void accounts.setActiveAccount(a.id)}>
                {t('account_currency_switch')}
              </button>
            )}
            {a.type === ACCOUNT_TYPE.currency && !a.isActive && (
              <button type="button" data-testid={`account-currency-${a.iso}-remove`} onClick={() => void change(() => api.delete<CurrencyChange>(`web:/user/accounts/currency/${a.currencyId}`))}>
                {t('account_currency_remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {addable.length > 0 && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (adding !== '') void change(() => api.post<CurrencyChange>('web:/user/accounts/currency', { currencyId: adding }));
          }}
        >
          <label htmlFor="account-currency-add">{t('account_currency_add')}</label>
          <select id="account-currency-add" data-testid="account-currency-add" value={adding} onChange={(e) => setAdding(e.currentTarget.value === '' ? '' : Number(e.currentTarget.value))}>
            <option value="">—</option>
            {addable.map((c) => (
              <option key={c.id} value={c.id}>
                {c.iso}
              </option>
            ))}
          </select>
          <button type="submit" data-testid="account-currency-add-submit" disabled={adding === ''}>
            {t('account_currency_add_submit')}
          </button>
        </form>
      )}
    </section>
  );
});

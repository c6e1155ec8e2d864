import { observer } from 'mobx-react-lite';
import { currencyInfo } from '@site/betting';
import { translateMessage, useT } from '@site/i18n';
import { useStores } from '@site/stores';

/** Money as the header shows it: the currency's minor digits and its symbol. */
export function formatBalance(money: number, iso: string, symbol: string): string {
  return `${money.toFixed(currencyInfo(iso).minorDigits)} ${symbol || iso}`;
}

/**
 * A signed-in player's balance (the active account) and the account he bets from, with a
 * selector when he has more than one (spec 2 §4: change sends the id, then reloads).
 */
export const AccountBox = observer(function AccountBox() {
  const { accounts, i18n } = useStores();
  const t = useT();
  const active = accounts.activeAccount;
  if (!active) return null;
  const choices = accounts.accounts;
  return (
    <div className="site-header__account" data-testid="header-account">
      <span>{t('header_balance')}: </span>
      <strong data-testid="header-balance" data-account-id={active.id}>
        {formatBalance(active.money, active.iso, active.symbol)}
      </strong>
      {choices.length > 1 && (
        <select
          aria-label={t('header_account')}
          data-testid="header-account-select"
          value={active.id}
          disabled={accounts.change}
          onChange={(e) => void accounts.setActiveAccount(Number(e.currentTarget.value))}
        >
          {choices.map((a) => (
            <option key={a.id} value={a.id}>
              {translateMessage(i18n, a.label)}
            </option>
          ))}
        </select>
      )}
    </div>
  );
});

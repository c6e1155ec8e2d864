import { observer } from 'mobx-react-lite';
import { Trans, useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
import { useFormat, useMessageText } from '@site/ui';

/**
 * A signed-in player's balance (the active account) and the account he bets from, with a
 * selector when he has more than one (spec 2 §4: change sends the id, then reloads).
 */
export const AccountBox = observer(function AccountBox() {
  const { accounts } = useStores();
  const { t } = useTranslation('header');
  const format = useFormat();
  const say = useMessageText();
  const active = accounts.activeAccount;
  if (!active) return null;
  const choices = accounts.accounts;
  return (
    <div className="site-header__account" data-testid="header-account">
      <span>
        <Trans
          t={t}
          i18nKey="balance"
          values={{ balance: format.money(active.money, active.iso) }}
          components={{ balance: <strong data-testid="header-balance" data-account-id={active.id} /> }}
        />
      </span>
      {choices.length > 1 && (
        <select
          aria-label={t('account')}
          data-testid="header-account-select"
          value={active.id}
          disabled={accounts.change}
          onChange={(e) => void accounts.setActiveAccount(Number(e.currentTarget.value))}
        >
          {choices.map((a) => (
            <option key={a.id} value={a.id}>
              {say(a.label)}
            </option>
          ))}
        </select>
      )}
    </div>
  );
});

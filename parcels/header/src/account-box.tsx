import { observer } from 'mobx-react-lite';
import { Trans, useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
import { Select, useFormat, useMessageText } from '@site/ui';

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
  const names = new Map(choices.map((a) => [a.id, say(a.label)]));
  return (
    <div className="site-header__account" data-testid="header-account">
      <span className="site-header__balance">
        <Trans
          t={t}
          i18nKey="balance"
          values={{ balance: format.money(active.money, active.iso) }}
          components={{ balance: <strong data-testid="header-balance" data-account-id={active.id} /> }}
        />
      </span>
      {choices.length > 1 && (
        <Select
          ariaLabel={t('account')}
          testId="header-account-select"
          value={active.id}
          disabled={accounts.change}
          options={choices.map((a) => a.id)}
          label={(id) => names.get(id) ?? String(id)}
          onChange={(id) => void accounts.setActiveAccount(id)}
        />
      )}
    </div>
  );
});

import { NotifyRequested } from '@site/bus';
import type { RootStore } from '@site/stores';

/**
 * A new player is asked to set a deposit limit (responsible gambling, issue 14): one
 * notification that stays until closed, with an action to the office's responsible-gaming
 * page. It asks; it never sets anything by itself.
 */
export function promptDepositLimit(store: RootStore, navigate: (url: string) => void): void {
  store.bus.publish(
    new NotifyRequested({
      id: 'deposit-limit-prompt',
      type: 'permanent',
      kind: 'ok',
      text: { code: 'limit.set_deposit_prompt' },
      action: { label: { code: 'limit.set_deposit_action' }, run: () => navigate(`/${store.settings.language}/office/responsible`) },
    }),
  );
}

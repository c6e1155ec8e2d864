import { type AccountsView, type AccountView, defaultSiteConfig, type SiteConfig } from '@site/api';

/** One account as GET /web-api/user/accounts lists it: the main RUB account unless told otherwise. */
export function accountView(over: Partial<AccountView> = {}): AccountView {
  return { id: 1, type: 0, iso: 'RUB', symbol: '₽', currencyId: 1, money: 1000, points: 0, isActive: true, ...over };
}

export function accountsView(accounts: AccountView[]): AccountsView {
  return {
    balance: accounts.find((a) => a.isActive)?.money ?? 0,
    bonus: 0,
    all_accounts: accounts,
    is_available_first_deposit_bonus: false,
  };
}

/** A copy of the site's default config, changed by the test. */
export function siteConfig(change: (config: SiteConfig) => void = () => {}): SiteConfig {
  const config = JSON.parse(JSON.stringify(defaultSiteConfig)) as SiteConfig;
  change(config);
  return config;
}

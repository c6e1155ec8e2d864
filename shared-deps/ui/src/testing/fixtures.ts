import { act } from 'react';
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

/** A limit as the limit service answers it (spec 2 §3): an ACTIVE 24 h wagering limit of 50 EUR unless changed. */
export function limitView(over: Record<string, unknown> = {}) {
  return {
    limitType: 1,
    limitValue: 50,
    limitState: 'ACTIVE',
    startedAt: 1000,
    endsAt: null,
    limitBalance: null,
    needApprove: false,
    selfExcludeReason: null,
    currencyCode: 'EUR',
    ...over,
  };
}

/** Lets every pending promise and effect of a rendered parcel run (calls, reactions, renders). */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await act(async () => {});
}

/** An awareness question as saving a limit answers it: `question(1, 'Q?', [[1, 'Yes'], [2, 'No']])`. */
export function question(id: number, text: string, answers: ReadonlyArray<readonly [number, string]>) {
  return { id, text, answers: answers.map(([answerId, answerText]) => ({ id: answerId, text: answerText })) };
}

import type { PaymentKind } from '@site/api/contracts';
import type { Currency } from '../money/currencies';

/** A method a provider offers (its limits per currency come from the site config: config.ts). */
export interface ProviderMethod {
  id: string;
  name: string;
  kinds: readonly PaymentKind[];
}

/** A deposit the site asks the provider to take. */
export interface DepositStart {
  requestId: number;
  amountMinor: number;
  currency: Currency;
  lang: string;
}

/**
 * A payment provider: where the site sends a player to pay, and how it checks what the provider
 * reports back. The provider reports with a signed webhook, POST /web-api/payments/webhook/<id>,
 * whose body is `{requestId, status, amount, currency, providerTxId}` (contracts/payments.ts).
 */
export interface PaymentProvider {
  /** The provider's id: the last segment of its webhook path. */
  readonly id: string;
  readonly methods: readonly ProviderMethod[];
  /** Registers the deposit with the provider: the provider's own reference of it. */
  startDeposit(deposit: DepositStart): Promise<{ providerRef: string }>;
  /** The provider's page where the player pays the deposit of that reference. */
  redirectUrl(providerRef: string): string;
  /** Whether a webhook's raw body carries the provider's signature (constant time). */
  verifyWebhook(rawBody: string, signature: unknown): boolean;
}

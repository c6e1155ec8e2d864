import { randomBytes } from 'node:crypto';
import { DEMO_METHOD_ID } from '@site/api/contracts';
import type { DepositStart, PaymentProvider } from './provider';
import { signBody, verifyBody } from './signature';

/** Where the demo provider's hosted page lives (served by server/routes/payments-demo-provider.ts). */
export const DEMO_PROVIDER_PATH = '/demo-provider/pay';

/**
 * The built-in demo provider. It behaves like a real hosted-page provider: a deposit gets a
 * reference of its own (random, so nobody can guess another player's page), the player confirms
 * or cancels on its page, and it reports the result with a webhook signed with the shared secret
 * (PAYMENTS_WEBHOOK_SECRET). No money moves anywhere outside the site.
 */
export class DemoProvider implements PaymentProvider {
  readonly id = 'demo';
  readonly methods = [{ id: DEMO_METHOD_ID, name: 'Demo card', kinds: ['deposit', 'withdraw'] as const }];

  constructor(private readonly secret: string) {}

  async startDeposit(_deposit: DepositStart) {
    return { providerRef: randomBytes(16).toString('hex') };
  }

  redirectUrl(providerRef: string): string {
    return `${DEMO_PROVIDER_PATH}/${providerRef}`;
  }

  verifyWebhook(rawBody: string, signature: unknown): boolean {
    return verifyBody(this.secret, rawBody, signature);
  }

  /** The provider's side: the signature it puts on its report. */
  sign(rawBody: string): string {
    return signBody(this.secret, rawBody);
  }
}

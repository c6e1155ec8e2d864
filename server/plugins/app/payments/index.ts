import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readEnv } from '../../../env';
import { DemoProvider } from './demo-provider';
import { PaymentsService } from './payments-service';
import { PaymentQuestions } from './questions';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deposits, withdrawals and the provider's reports (payments-service.ts). */
    payments: PaymentsService;
    /** The built-in demo provider (its hosted page: routes/payments-demo-provider.ts). */
    demoProvider: DemoProvider;
    paymentQuestions: PaymentQuestions;
  }
}

export interface PaymentsOptions {
  /** The webhook's HMAC key; defaults to PAYMENTS_WEBHOOK_SECRET (server/env.ts). */
  webhookSecret?: string;
}

/** Payments (issue 18): the payment service on the ledger, the deposit guard and the demo provider. */
export default fp(
  async function payments(app: FastifyInstance, opts: PaymentsOptions) {
    const provider = new DemoProvider(opts.webhookSecret ?? readEnv().paymentsWebhookSecret);
    app.decorate('demoProvider', provider);
    app.decorate('payments', new PaymentsService(app.db, app.clock, app.ledger, app.accounts, app.protection, app.siteConfig, provider));
    app.decorate('paymentQuestions', new PaymentQuestions(app.db, app.clock));
  },
  { name: 'payments', dependencies: ['db', 'clock', 'money', 'limits', 'site'] },
);

import type { ReactElement } from 'react';
import { CreateRequestPage, PaymentRequestsPage } from './payment-questions';
import { DeducePage } from './deduce-page';
import { HistorypayPage } from './historypay-page';
import { OnpayPage } from './onpay-page';
import { RechargePage } from './recharge-page';

export interface PaymentsRoute {
  name: string | null;
  params: Record<string, string | undefined>;
}

const QUESTION_ROUTES = new Set([
  'office-payment-create-request',
  'office-payment-topic',
  'office-payment-topic-transactions',
  'office-payment-topic-transaction',
  'office-payment-subtopic',
]);

/** The page of a payments route of the office (issue 18), or null for any other route. */
export function paymentsPage(route: PaymentsRoute | undefined): ReactElement | null {
  switch (route?.name) {
    case 'office-recharge':
      return <RechargePage />;
    case 'office-deduce':
      return <DeducePage />;
    case 'office-historypay':
      return <HistorypayPage />;
    case 'office-payment-requests':
      return <PaymentRequestsPage />;
    case 'onpay':
      return <OnpayPage result={route.params.result} withdraw={false} />;
    case 'onpay-withdraw':
      return <OnpayPage result={route.params.result} withdraw />;
    default:
      return route && QUESTION_ROUTES.has(route.name ?? '') ? <CreateRequestPage route={route} /> : null;
  }
}

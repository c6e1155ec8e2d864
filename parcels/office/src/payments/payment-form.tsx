import { observer } from 'mobx-react-lite';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMO_METHOD_ID, type Message, type PaymentKind, type PaymentMethodView } from '@site/api';
import { MessageText, Money, Select } from '@site/ui';
import { amountStep, checkAmount, newPaymentKey } from './amount';

export interface PaymentFormProps {
  kind: PaymentKind;
  methods: PaymentMethodView[];
  /** The most this payment may be beyond the method's max (a withdrawal: what is withdrawable). */
  ceiling?: number;
  /** Sends the payment; answers the refusal's message (shown), or null. The key stays the same for a retry of the same amount. */
  send(amount: number, method: string, idempotencyKey: string): Promise<Message | null>;
}

/**
 * The amount form of recharge and deduce: the method, the amount in the currency's minor units
 * (its step), min and max shown and checked before the call as the server checks them.
 */
export const PaymentForm = observer(function PaymentForm({ kind, methods, ceiling, send }: PaymentFormProps) {
  const { t } = useTranslation('office');
  const prefix = kind === 'deposit' ? 'recharge' : 'deduce';
  const usable = methods.filter((m) => m.kinds.includes(kind));
  const [methodId, setMethodId] = useState(usable[0]?.id ?? '');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef({ for: '', value: newPaymentKey() });
  const method = usable.find((m) => m.id === methodId) ?? usable[0];
  if (!method) return <p data-testid={`${prefix}-no-methods`}>{t('pay_no_methods')}</p>;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkAmount(text, method);
    if ('message' in checked) return setProblem(checked.message);
    if (ceiling !== undefined && checked.amount > ceiling) {
      return setProblem({ code: 'payment.above_withdrawable', values: { max: ceiling, currency: method.currency } });
    }
    const intent = `${method.id}:${checked.amount}`;
    if (key.current.for !== intent) key.current = { for: intent, value: newPaymentKey() };
    setProblem(null);
    setBusy(true);
    const refused = await send(checked.amount, method.id, key.current.value);
    setBusy(false);
    setProblem(refused);
    if (!refused) {
      key.current = { for: '', value: newPaymentKey() };
      setText('');
    }
  };

  // the demo provider's method in the player's language; a real provider's by its own name
  const methodName = (m: PaymentMethodView | undefined) => (m?.id === DEMO_METHOD_ID ? t('pay_method_demo') : m?.name);

  return (
    <form data-testid={`${prefix}-form`} onSubmit={submit} noValidate>
      <label>
        {t('pay_method')}{' '}
        {usable.length > 1 ? (
          <Select<string> testId={`${prefix}-method`} value={method.id} options={usable.map((m) => m.id)} label={(id) => methodName(usable.find((m) => m.id === id)) ?? id} onChange={setMethodId} />
        ) : (
          <strong data-testid={`${prefix}-method`}>{methodName(method)}</strong>
        )}
      </label>
      <label>
        {t('pay_amount', { currency: method.currency })}{' '}
        <input
          data-testid={`${prefix}-amount`}
          type="number"
          inputMode="decimal"
          min={method.min}
          max={method.max}
          step={amountStep(method.currency)}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
      </label>
      <p data-testid={`${prefix}-limits`}>
        {t('pay_min')} <Money amount={method.min} currency={method.currency} />, {t('pay_max')} <Money amount={method.max} currency={method.currency} />
      </p>
      {problem && (
        <p role="alert" data-testid={`${prefix}-error`}>
          <MessageText message={problem} />
        </p>
      )}
      <button type="submit" data-testid={`${prefix}-submit`} disabled={busy}>
        {t(kind === 'deposit' ? 'pay_deposit' : 'pay_withdraw')}
      </button>
    </form>
  );
});

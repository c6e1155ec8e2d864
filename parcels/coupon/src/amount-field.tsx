import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { violationMessage } from '@site/betting';
import { useStores } from '@site/stores';
import { useMessageText } from '@site/ui';
import type { CouponController } from './coupon-controller';
import { useMessagesText } from './message-text';

const AMOUNT_CODES = new Set(['bad_amount', 'min_amount', 'max_amount', 'max_block_amount']);

/**
 * The stake: typed (only valid amounts are taken, with the reason when one is refused) or
 * stepped by the currency's step. The server's word on the amount wins over the coupon's own.
 */
export const AmountField = observer(function AmountField({ controller }: { controller: CouponController }) {
  const { coupon } = useStores();
  const { t } = useTranslation('coupon');
  const amount = coupon.amount;
  // Mounted again (back from type 9), the field shows what was typed if that is not a stake.
  const [text, setText] = useState(() => (coupon.amountError !== null && coupon.amountText !== null ? coupon.amountText : String(amount)));
  // A stake set from outside (the currency's default, one-click) shows in the field; what the
  // player typed stays as typed, even when refused or empty (the store then has no stake).
  useEffect(() => {
    setText((current) =>
      coupon.amountError === null && Number(current.trim().replace(',', '.')) !== amount ? String(amount) : current,
    );
  }, [amount, coupon]);
  const step = (direction: 1 | -1) => setText(String(controller.stepAmount(direction, text)));
  const say = useMessageText();
  const sayAll = useMessagesText();
  const local = coupon.violations.filter(
    (v) => AMOUNT_CODES.has(v.code) && (v.pointer === '/amount' || v.pointer?.startsWith('/amountByBlockId')),
  );
  const error =
    sayAll(controller.errors.fields.amount ?? [coupon.amountError]) ??
    (local.length > 0 ? local.map((v) => say(violationMessage(v, coupon.currencyInfo.iso))).join('; ') : null);
  return (
    <div className="coupon__amount">
      <div className="coupon__row">
        <label htmlFor="coupon-amount">{t('common:bet_stake')}</label>
        <button type="button" data-testid="coupon-amount-down" aria-label={t('amount_down')} onClick={() => step(-1)}>
          −
        </button>
        <input
          id="coupon-amount"
          type="text"
          inputMode="decimal"
          data-testid="coupon-amount"
          aria-invalid={error ? 'true' : 'false'}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            controller.setAmount(e.currentTarget.value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
              e.preventDefault();
              step(e.key === 'ArrowUp' ? 1 : -1);
            }
          }}
        />
        <button type="button" data-testid="coupon-amount-up" aria-label={t('amount_up')} onClick={() => step(1)}>
          +
        </button>
        <span>{coupon.currencyInfo.iso}</span>
      </div>
      {error && (
        <div className="coupon__error" role="alert" data-testid="coupon-amount-error">
          {error}
        </div>
      )}
    </div>
  );
});

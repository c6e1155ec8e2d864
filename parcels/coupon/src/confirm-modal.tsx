import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ONE_CLICK_CONFIRM_TITLE, useStores } from '@site/stores';

/**
 * The store's pending question (spec 1 §4: enabling one-click with bets asks 'coupon will
 * be cleared'). Confirm and cancel are the store's own answers.
 */
export const ConfirmModal = observer(function ConfirmModal() {
  const { couponSettings } = useStores();
  const { t } = useTranslation('coupon');
  const pending = couponSettings.confirmation;
  if (!pending) return null;
  // The store's title is its constant; the player reads it in his language.
  const title = pending.title === ONE_CLICK_CONFIRM_TITLE ? t('will_be_cleared') : pending.title;
  return (
    <div className="coupon__modal-backdrop">
      <div className="coupon__modal" role="dialog" aria-modal="true" aria-labelledby="coupon-confirm-title" data-testid="coupon-confirm">
        <h3 id="coupon-confirm-title">{title}</h3>
        <div className="coupon__row">
          <button type="button" data-testid="coupon-confirm-ok" onClick={() => pending.onConfirm()}>
            {t('confirm')}
          </button>
          <button type="button" data-testid="coupon-confirm-cancel" onClick={() => pending.onCancel()}>
            {t('common:cancel')}
          </button>
        </div>
      </div>
    </div>
  );
});

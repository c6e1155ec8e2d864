import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
import { Modal, useMessageText } from '@site/ui';

/**
 * The store's pending question (spec 1 §4: enabling one-click with bets asks 'coupon will
 * be cleared'). Confirm and cancel are the store's own answers.
 */
export const ConfirmModal = observer(function ConfirmModal() {
  const { couponSettings } = useStores();
  const { t } = useTranslation('coupon');
  const say = useMessageText();
  const pending = couponSettings.confirmation;
  if (!pending) return null;
  // The store's title is a message; the player reads it in his language.
  const title = say(pending.title);
  return (
    <Modal
      title={title}
      role="alertdialog"
      closeOnBackdrop={false}
      onClose={() => pending.onCancel()}
      testId="coupon-confirm"
      className="coupon__modal"
    >
      <div className="coupon__row">
        <button type="button" data-testid="coupon-confirm-ok" onClick={() => pending.onConfirm()}>
          {t('confirm')}
        </button>
        <button type="button" data-testid="coupon-confirm-cancel" onClick={() => pending.onCancel()}>
          {t('common:cancel')}
        </button>
      </div>
    </Modal>
  );
});

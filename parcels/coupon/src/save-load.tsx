import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useT } from '@site/i18n';
import { useStores } from '@site/stores';
import type { CouponController } from './coupon-controller';
import { messageText } from './message-text';

/** Save the coupon to a code, or replace it with the coupon saved under a code. */
export const SaveLoad = observer(function SaveLoad({ controller }: { controller: CouponController }) {
  const root = useStores();
  const { coupon } = root;
  const t = useT();
  const [code, setCode] = useState('');
  return (
    <section className="coupon__save-load">
      {coupon.betCount > 0 && (
        <div className="coupon__row">
          <button type="button" data-testid="coupon-save" disabled={controller.busy !== null} onClick={() => void controller.save()}>
            {t('coupon_save')}
          </button>
          {controller.savedCode && (
            <span>
              {t('coupon_saved_code')}: <strong data-testid="coupon-saved-code">{controller.savedCode}</strong>
            </span>
          )}
        </div>
      )}
      {controller.saveError && (
        <div className="coupon__error" role="alert" data-testid="coupon-save-error">
          {messageText(root, [controller.saveError])}
        </div>
      )}
      <form
        className="coupon__row"
        onSubmit={(e) => {
          e.preventDefault();
          void controller.load(code);
        }}
      >
        <input
          type="text"
          data-testid="coupon-load-code"
          placeholder={t('coupon_load_placeholder')}
          maxLength={16}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <button type="submit" data-testid="coupon-load" disabled={controller.busy !== null}>
          {t('coupon_load')}
        </button>
      </form>
      {controller.loadError && (
        <div className="coupon__error" role="alert" data-testid="coupon-load-error">
          {messageText(root, [controller.loadError])}
        </div>
      )}
    </section>
  );
});

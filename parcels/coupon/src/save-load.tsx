import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Trans, useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
import type { CouponController } from './coupon-controller';
import { useMessagesText } from './message-text';

/** Save the coupon to a code, or replace it with the coupon saved under a code. */
export const SaveLoad = observer(function SaveLoad({ controller }: { controller: CouponController }) {
  const { coupon } = useStores();
  const { t } = useTranslation('coupon');
  const sayAll = useMessagesText();
  const [code, setCode] = useState('');
  return (
    <section className="coupon__save-load">
      {coupon.betCount > 0 && (
        <div className="coupon__row">
          <button type="button" data-testid="coupon-save" disabled={controller.busy !== null} onClick={() => void controller.save()}>
            {t('save')}
          </button>
          {controller.savedCode && (
            <span>
              <Trans
                t={t}
                i18nKey="saved_code"
                values={{ code: controller.savedCode }}
                components={{ code: <strong data-testid="coupon-saved-code" /> }}
              />
            </span>
          )}
        </div>
      )}
      {controller.saveError && (
        <div className="coupon__error" role="alert" data-testid="coupon-save-error">
          {sayAll([controller.saveError])}
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
          className="coupon__code"
          data-testid="coupon-load-code"
          placeholder={t('load_placeholder')}
          maxLength={16}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <button type="submit" data-testid="coupon-load" disabled={controller.busy !== null}>
          {t('load')}
        </button>
      </form>
      {controller.loadError && (
        <div className="coupon__error" role="alert" data-testid="coupon-load-error">
          {sayAll([controller.loadError])}
        </div>
      )}
    </section>
  );
});

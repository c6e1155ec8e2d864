// The reality check (spec 2 §4; issue 14): when the limits store's timer fires, this modal says
// how long the player has been signed in and the session's net result, and offers continue,
// log out or nothing (closing it), each with "do not show again". It lives in the
// notifications parcel because that parcel is the one the root config mounts beside every
// layout: the modal shows on every page and survives a layout swap.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RealityCheckAction } from '@site/stores';
import { useStores } from '@site/stores';
import { Modal, Money } from '@site/ui';

export const RealityCheckModal = observer(function RealityCheckModal() {
  const { t } = useTranslation('notifications');
  const { limits } = useStores();
  const [dontShow, setDontShow] = useState(false);
  if (!limits.realityCheckDue) return null;
  const { signedInAt, netResult, currency } = limits.realityCheck;
  const minutes = signedInAt === null ? null : Math.max(0, Math.floor((limits.clock.now() - signedInAt) / 60_000));
  const answer = (choice: RealityCheckAction) => {
    const flag = dontShow;
    setDontShow(false);
    void limits.answerRealityCheck(choice, flag);
  };
  return (
    <Modal
      title={t('reality_title')}
      onClose={() => answer('none')}
      closeLabel={t('reality_close')}
      testId="modal-reality-check"
      closeOnBackdrop={false}
    >
      {minutes !== null && (
        <p data-testid="reality-check-time">{t('reality_time', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })}</p>
      )}
      <p data-testid="reality-check-result">
        {t('reality_result')} {currency ? <Money amount={netResult} currency={currency} /> : netResult}
      </p>
      <label>
        <input type="checkbox" data-testid="reality-check-dont-show" checked={dontShow} onChange={(e) => setDontShow(e.target.checked)} />{' '}
        {t('reality_dont_show')}
      </label>
      <div>
        <button type="button" data-testid="reality-check-continue" onClick={() => answer('continue')}>
          {t('reality_continue')}
        </button>
        <button type="button" data-testid="reality-check-logout" onClick={() => answer('logout')}>
          {t('reality_logout')}
        </button>
      </div>
    </Modal>
  );
});

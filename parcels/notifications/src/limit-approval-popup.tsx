// The forced approve/reject popup (spec 2 §4: "after that a confirm popup forces APPROVE or
// REJECT"; issue 14): when a pending limit change has started and waits inside its 24 h approval
// window (`limits.needsApproval`), this popup shows on every page and cannot be dismissed: the
// player confirms it (POST .../v3/limitaction) or rejects it (DELETE .../v3/limit). It lives in
// the notifications parcel, mounted beside every layout, like the reality-check modal.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMIT_TYPE, MONEY_LIMIT_TYPES, NO_DEPOSIT_LIMIT, SESSION_NOT_SET, type Limit, useStores } from '@site/stores';
import { Modal, Money } from '@site/ui';

/** The new value in words: money in its currency, hours, minutes, days, or "no limit". */
function NewValue({ limit, currency }: { limit: Limit; currency: string | null }) {
  const { t } = useTranslation('notifications');
  const { limitType: type, limitValue: value } = limit;
  if (value >= NO_DEPOSIT_LIMIT || value === SESSION_NOT_SET) return <>{t('limit_none')}</>;
  if (MONEY_LIMIT_TYPES.includes(type)) return currency ? <Money amount={value} currency={currency} /> : <>{value}</>;
  const unit = type === LIMIT_TYPE.session ? 'hours' : type === LIMIT_TYPE.realityCheck ? 'minutes' : 'days';
  return <>{t(`limit_${unit}`, { value })}</>;
}

export const LimitApprovalPopup = observer(function LimitApprovalPopup() {
  const { t } = useTranslation('notifications');
  const { limits, accounts } = useStores();
  const [busy, setBusy] = useState(false);
  const limit = limits.needsApproval[0];
  if (!limit) return null;
  const type = limit.limitType;
  const decide = async (yes: boolean) => {
    setBusy(true);
    await (yes ? limits.approve(type) : limits.reject(type));
    setBusy(false);
  };
  return (
    <Modal title={t('limit_approve_title')} role="alertdialog" closeOnBackdrop={false} onClose={() => {}} testId="limits-approve-popup">
      <p data-testid="limits-approve-text">
        {t(`common:limit_type_${type}`)}: <NewValue limit={limit} currency={limit.currencyCode ?? accounts.activeAccount?.iso ?? null} />.{' '}
        {t('limit_hours_to_approve', { hours: limits.hoursLeft(limit) })}
      </p>
      <button type="button" data-testid="limits-approve" disabled={busy} onClick={() => void decide(true)}>
        {t('limit_approve')}
      </button>
      <button type="button" data-testid="limits-reject" disabled={busy} onClick={() => void decide(false)}>
        {t('limit_reject')}
      </button>
    </Modal>
  );
});

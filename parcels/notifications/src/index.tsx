// The notification areas (@site/parcel-notifications): the root config mounts them beside the
// layout, so they show on every layout. The reality-check modal and the forced approve/reject
// popup of a pending limit change live here for the same reason, and so does the support
// button with its form (shown on the main layout; the form opens from office/support too).
import { createReactParcel } from '@site/ui';
import { LimitApprovalPopup } from './limit-approval-popup';
import { notificationsTexts } from './locales';
import { Notifications } from './notifications';
import { RealityCheckModal } from './reality-check-modal';
import { SupportButton } from './support/support-button';

export const { bootstrap, mount, update, unmount } = createReactParcel({
  rootComponent: () => (
    <>
      <Notifications />
      <RealityCheckModal />
      <LimitApprovalPopup />
      <SupportButton />
    </>
  ),
  texts: notificationsTexts,
});

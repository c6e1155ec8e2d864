// The notification areas (@site/parcel-notifications): the root config mounts them beside the
// layout, so they show on every layout. The reality-check modal and the forced approve/reject
// popup of a pending limit change live here for the same reason, and so does the rest of the
// frame around every page: the support button with its form (shown on the main layout; the form
// opens from office/support too), the new-site modal, scroll-to-top, the policy logo, the install prompt.
import { type Clock, createReactParcel } from '@site/ui';
import { ConvertAccountModal } from './convert-account-modal';
import { InstallPrompt } from './install-prompt';
import { LimitApprovalPopup } from './limit-approval-popup';
import { notificationsTexts } from './locales';
import { NewSiteModal } from './new-site-modal';
import { Notifications } from './notifications';
import { PolicyLogo } from './policy-logo';
import { RealityCheckModal } from './reality-check-modal';
import { SupportButton } from './support/support-button';
import { ScrollToTop } from './scroll-to-top';

export const { bootstrap, mount, update, unmount } = createReactParcel<{ clock?: Clock }>({
  // `clock`: the root config's scheduler (timers pause after 30 s of page-leave)
  rootComponent: ({ clock }) => (
    <>
      <Notifications {...(clock && { clock })} />
      <RealityCheckModal />
      <LimitApprovalPopup />
      <SupportButton />
      {/* the shell's frame (issue 15) */}
      <NewSiteModal />
      <ConvertAccountModal />
      <ScrollToTop />
      <PolicyLogo />
      <InstallPrompt />
    </>
  ),
  texts: notificationsTexts,
});

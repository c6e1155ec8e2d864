// Cookie consent and analytics (@site/parcel-consent, issue 16): the root config mounts it once
// beside the layout, so the modal shows on every layout and analytics hears every page.
import { createReactParcel } from '@site/ui';
import { AnalyticsRunner } from './analytics-runner';
import { ConsentModal } from './consent-modal';
import { consentTexts } from './locales';

export const { bootstrap, mount, update, unmount } = createReactParcel({
  rootComponent: () => (
    <>
      <ConsentModal />
      <AnalyticsRunner />
    </>
  ),
  texts: consentTexts,
});

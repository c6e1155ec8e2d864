import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
import { Modal } from '@site/ui';

/** Spec 2 §4, §9: the new-site modal is remembered for about 5 years (157680000000 ms). */
export const NEW_SITE_REMEMBER_MS = 157_680_000_000;
export const NEW_SITE_SEEN_KEY = 'site.newSiteSeenUntil';
/** The feature (site config `modules.features`) that turns the modal on: a site that moved says so. */
export const NEW_SITE_FEATURE = 'new-site';

function seen(storage: Storage | null, now: number): boolean {
  try {
    const until = Number(storage?.getItem(NEW_SITE_SEEN_KEY));
    return Number.isFinite(until) && until > now;
  } catch {
    return false;
  }
}

/**
 * The new-site information modal (spec 2 §2, §4), when the site has the `new-site` feature: for
 * guests, one time; closing it in any way
 * (the button, Esc, the backdrop) remembers it for about 5 years.
 */
export const NewSiteModal = observer(function NewSiteModal({ now = () => Date.now() }: { now?: () => number }) {
  const { t } = useTranslation('notifications');
  const { user, storage, settings } = useStores();
  const [closed, setClosed] = useState(() => seen(storage, now()));
  const on = (settings.siteConfig?.modules.features ?? []).includes(NEW_SITE_FEATURE);
  if (!on || closed || !user.sessionLoaded || user.isAuthorized) return null;
  const close = () => {
    try {
      storage?.setItem(NEW_SITE_SEEN_KEY, String(now() + NEW_SITE_REMEMBER_MS));
    } catch {
      // storage off: shown again next time
    }
    setClosed(true);
  };
  return (
    <Modal title={t('new_site_title')} onClose={close} closeLabel={t('close')} testId="modal-new-site">
      <p data-testid="modal-new-site-text">{t('new_site_text')}</p>
      <button type="button" data-testid="modal-new-site-ok" onClick={close}>
        {t('new_site_ok')}
      </button>
    </Modal>
  );
});

import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRecord } from '@site/api';
import { useStores } from '@site/stores';
import { Modal } from '@site/ui';

export const CONVERT_SHOWN_KEY = 'site.convertAccountShown';
/** The feature (site config `modules.features`) that turns the reminder on. */
export const CONVERT_ACCOUNT_FEATURE = 'convert-account';
/** Activation type 0: a one-click account, with neither e-mail nor phone (spec 2 §4). */
const ONE_CLICK_ACTIVATION = 0;

/** What the reminder offers: the main account's conversion to a full one, or none. */
export type ConvertAccountStatus = 'main' | null;

/** The convert-account status of a user config: a one-click account converts to a full one. */
export function convertAccountStatus(userConfig: unknown): ConvertAccountStatus {
  return isRecord(userConfig) && userConfig.activation_type === ONE_CLICK_ACTIVATION ? 'main' : null;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The convert-account reminder (spec 1 §4), with the `convert-account` feature: once per player per session (remembered in session
 * storage), by the convert-account status of the user config: a one-click account is asked to
 * become a full account (e-mail or phone, on the account page).
 */
export const ConvertAccountModal = observer(function ConvertAccountModal({ session = sessionStore() }: { session?: Storage | null }) {
  const { t } = useTranslation('notifications');
  const { user, api, settings } = useStores();
  const [shownFor, setShownFor] = useState<number | null>(null);
  useEffect(
    () =>
      reaction(
        () => user.userId,
        (userId) => {
          setShownFor(null);
          if (userId === null || !(settings.siteConfig?.modules.features ?? []).includes(CONVERT_ACCOUNT_FEATURE)) return;
          const key = `${CONVERT_SHOWN_KEY}.${userId}`;
          try {
            if ((session?.getItem(key) ?? null) !== null) return;
          } catch {
            return;
          }
          api.get<unknown>('web:/user/config').then(
            (config) => {
              if (user.userId !== userId || convertAccountStatus(config) === null) return;
              try {
                session?.setItem(key, '1');
              } catch {
                // storage off: shown once on this page
              }
              setShownFor(userId);
            },
            () => undefined,
          );
        },
        { fireImmediately: true },
      ),
    [user, api, session, settings],
  );
  if (shownFor === null || shownFor !== user.userId) return null;
  const close = () => setShownFor(null);
  return (
    <Modal title={t('convert_title')} onClose={close} closeLabel={t('close')} testId="modal-convert-account">
      <p>{t('convert_text')}</p>
      <a href={`/${settings.language}/office/account`} data-testid="modal-convert-account-go" onClick={close}>
        {t('convert_go')}
      </a>
    </Modal>
  );
});

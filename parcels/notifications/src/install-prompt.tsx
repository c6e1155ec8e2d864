import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';

/** Spec 2 §4: the install prompt shows once; this remembers that it did. */
export const INSTALL_PROMPTED_KEY = 'site.pwaPrompted';

/** The browser's `beforeinstallprompt` event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

const style: CSSProperties = {
  position: 'fixed',
  left: '50%',
  bottom: 72,
  transform: 'translateX(-50%)',
  zIndex: 85,
  background: '#fff',
  borderRadius: 6,
  boxShadow: '0 4px 16px rgba(0,0,0,0.18)',
  padding: '10px 12px',
  display: 'flex',
  gap: 8,
  alignItems: 'center',
};

/**
 * PWA install prompt (spec 2 §4 "App version and PWA"): once the browser offers it
 * (`beforeinstallprompt`), the site's own prompt shows, one time ever; Install hands over to the
 * browser's dialog.
 */
export function InstallPrompt({ win = window }: { win?: Window }) {
  const { t } = useTranslation('notifications');
  const { storage } = useStores();
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);
  useEffect(() => {
    const onOffer = (event: Event) => {
      event.preventDefault();
      try {
        if (storage?.getItem(INSTALL_PROMPTED_KEY)) return;
        storage?.setItem(INSTALL_PROMPTED_KEY, '1');
      } catch {
        return;
      }
      setOffer(event as InstallPromptEvent);
    };
    win.addEventListener('beforeinstallprompt', onOffer);
    return () => win.removeEventListener('beforeinstallprompt', onOffer);
  }, [win, storage]);
  if (!offer) return null;
  return (
    <div role="dialog" aria-label={t('install_text')} style={style} data-testid="pwa-install">
      <span>{t('install_text')}</span>
      <button
        type="button"
        data-testid="pwa-install-ok"
        onClick={() => {
          void offer.prompt().catch(() => undefined);
          setOffer(null);
        }}
      >
        {t('install_ok')}
      </button>
      <button type="button" data-testid="pwa-install-later" onClick={() => setOffer(null)}>
        {t('install_later')}
      </button>
    </div>
  );
}

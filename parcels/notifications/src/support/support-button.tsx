import { observer } from 'mobx-react-lite';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
import { chatUrlOf } from './chat-url';
import { useMainLayout } from './main-layout';
import { SupportForm } from './support-form';

// Bottom left: the inspector's button and scroll-to-top take the bottom right.
const buttonStyle: CSSProperties = {
  position: 'fixed',
  left: 16,
  bottom: 16,
  zIndex: 80,
  borderRadius: 20,
  padding: '8px 14px',
  border: 'none',
  background: '#1a73e8',
  color: '#fff',
  boxShadow: '0 2px 8px rgba(0,0,0,0.25)',
  cursor: 'pointer',
};

/**
 * The support button (issue 15) on every page of the main layout: it opens the chat provider
 * the site config names, else the built-in support request form (which office/support can
 * open too, on any layout).
 */
export const SupportButton = observer(function SupportButton({ open = (url: string) => window.open(url, '_blank', 'noopener') }: { open?: (url: string) => void }) {
  const { t } = useTranslation('notifications');
  const { settings, support } = useStores();
  const main = useMainLayout();
  const chatUrl = chatUrlOf(settings.siteConfig);
  return (
    <>
      {main && (
        <button type="button" data-testid="support-button" style={buttonStyle} onClick={() => (chatUrl ? open(chatUrl) : support.openForm())}>
          {t('support_button')}
        </button>
      )}
      <SupportForm />
    </>
  );
});

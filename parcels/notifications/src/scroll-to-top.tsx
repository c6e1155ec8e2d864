import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 2 §9: the scroll-to-top button shows after 1 screen on desktop (4 on mobile). */
export const SCROLL_TOP_SCREENS = 1;

const style: CSSProperties = {
  position: 'fixed',
  right: 16,
  bottom: 16,
  zIndex: 80,
  width: 44,
  height: 44,
  borderRadius: '50%',
  border: 0,
  background: '#1a73e8',
  color: '#fff',
  fontSize: 20,
  cursor: 'pointer',
  boxShadow: '0 2px 8px rgba(0,0,0,0.25)',
};

/** A button back to the top of the page, shown once the page has scrolled a screen down. */
export function ScrollToTop({ win = window }: { win?: Window }) {
  const { t } = useTranslation('notifications');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const look = () => setShown(win.scrollY > win.innerHeight * SCROLL_TOP_SCREENS);
    look();
    win.addEventListener('scroll', look, { passive: true });
    win.addEventListener('resize', look, { passive: true });
    return () => {
      win.removeEventListener('scroll', look);
      win.removeEventListener('resize', look);
    };
  }, [win]);
  if (!shown) return null;
  return (
    <button type="button" style={style} data-testid="scroll-to-top" aria-label={t('scroll_top')} onClick={() => win.scrollTo({ top: 0, behavior: 'smooth' })}>
      ↑
    </button>
  );
}

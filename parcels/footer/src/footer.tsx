import { useT } from '@site/i18n';

export function Footer() {
  const t = useT();
  return (
    <div className="site-footer" data-testid="footer">
      <p>{t('footer_text')}</p>
      <p className="site-footer__demo">{t('demo_label')}</p>
    </div>
  );
}

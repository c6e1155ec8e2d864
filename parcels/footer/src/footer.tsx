import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation('footer');
  return (
    <div className="site-footer" data-testid="footer">
      <p>{t('text')}</p>
      <p className="site-footer__demo">{t('demo_label')}</p>
    </div>
  );
}

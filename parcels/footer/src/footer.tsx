import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';

/** The footer: the responsible-gaming line, one click to the office's responsible-gaming page (issue 14), the demo notice. */
export const Footer = observer(function Footer() {
  const { t } = useTranslation('footer');
  const lang = useStores().settings.language;
  return (
    <div className="site-footer" data-testid="footer">
      <p>
        {t('text')}{' '}
        <a href={`/${lang}/office/responsible`} data-testid="footer-responsible">
          {t('responsible')}
        </a>
      </p>
      <p className="site-footer__demo">{t('demo_label')}</p>
    </div>
  );
});

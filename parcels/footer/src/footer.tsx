import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
import { FOOTER_GROUPS, footerHref } from './footer-links';

/** The footer: every product and information page by group, the responsible-gaming line (issue 14), the demo notice. */
export const Footer = observer(function Footer() {
  const { t } = useTranslation('footer');
  const lang = useStores().settings.language;
  return (
    <div className="site-footer" data-testid="footer">
      <div className="site-footer__groups">
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.key} className="site-footer__group" aria-labelledby={`footer-group-${group.key}`} data-testid={`footer-group-${group.key}`}>
            <h2 className="site-footer__heading" id={`footer-group-${group.key}`}>
              {t(`group_${group.key}`)}
            </h2>
            <ul>
              {group.links.map((link) => {
                const href = footerHref(link, lang);
                return href === undefined ? null : (
                  <li key={`${link.route}-${link.key}`}>
                    <a href={href} data-testid={link.testId}>
                      {t(link.key)}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer__bottom">
        <p className="site-footer__text">
          <span className="site-footer__age">18+</span> {t('text')}
        </p>
        <p className="site-footer__demo">{t('demo_label')}</p>
      </div>
    </div>
  );
});

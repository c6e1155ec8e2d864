import { useTranslation } from 'react-i18next';
import { useCasino } from '../casino-context';

/** `{slots|casino|keno}/thankyou`: after a game, back to its section or the player's rounds. */
export function ThankYouPage({ section }: { section: string }) {
  const { t } = useTranslation('casino');
  const { lang } = useCasino();
  return (
    <section className="casino-app" data-testid="casino-thankyou" data-section={section}>
      <h1>{t('thankyou_title')}</h1>
      <p>{t('thankyou_text')}</p>
      <p>
        <a href={`/${lang}/${section}`} data-testid="casino-thankyou-back">
          {t('thankyou_back', { section: t(`section.${section}`) })}
        </a>{' '}
        · <a href={`/${lang}/my-casino`}>{t('my_rounds')}</a>
      </p>
    </section>
  );
}

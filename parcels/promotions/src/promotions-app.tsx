import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
import { BonusGamesList, PointsPage } from './bonus-games';
import { ContentList, ContentPage, LoadState } from './content-pages';
import { GameView } from './game-view';

export interface PromotionsRouteProps {
  name: string | null;
  params: Record<string, string | undefined>;
  lang: string;
}

/**
 * The promotions application (spec 1 "Promotions and bonuses", issue 19): promotions, the bonus
 * rules and partners (under `bonus/` or, with the site flag promoBonusToOffer, `specialoffer/`:
 * the route table swaps them), landing pages, the bonus games and the points.
 */
export const PromotionsApp = observer(function PromotionsApp({ route }: { route?: PromotionsRouteProps }) {
  const { t } = useTranslation('promotions');
  const lang = useStores().settings.language;
  const name = route?.name ?? 'promotions';
  const p = route?.params ?? {};
  // bonus pages live under bonus/ or specialoffer/, whichever the route table answered
  const bonusBase = `/${lang}/${name.startsWith('bonuses-offers') || name.startsWith('bonus-offer') ? 'specialoffer' : 'bonus'}`;
  const page = (() => {
    switch (name) {
      case 'promotions':
      case 'promo':
        return <ContentList kind="promotion" title={t('promotions_title')} base={`/${lang}/promotions`} />;
      case 'promotion':
        return <ContentPage kind="promotion" slug={p.promotionId ?? ''} back={{ href: `/${lang}/promotions`, text: t('all_promotions') }} />;
      case 'bonuses':
      case 'bonuses-offers':
        return p.section === 'games' ? <BonusGamesList title={t('bonuses_games_title')} /> : <ContentList kind="bonus" title={t('bonuses_rules_title')} base={`${bonusBase}/rules`} />;
      case 'bonus':
      case 'bonus-offer':
        return <ContentPage kind="bonus" slug={p.id ?? ''} back={{ href: `${bonusBase}/rules`, text: t('all_bonuses') }} />;
      case 'bonus-partner':
      case 'bonus-offer-partner':
        return <ContentPage kind="partner" slug={p.id ?? ''} />;
      case 'bonus-landing':
      case 'landing-page':
      case 'landing-page-headless':
        return <ContentPage kind="landing" slug={p.landingId ?? ''} />;
      case 'games-landing':
        return <ContentPage kind="landing" slug={p.landingRoute ?? ''} back={{ href: `/${lang}/games`, text: t('back_to_games') }} />;
      case 'games':
        return <BonusGamesList />;
      case 'games-view':
        return <GameView game={p.gameRoute ?? ''} />;
      case 'points':
        return <PointsPage />;
      default:
        return <LoadState state={{ kind: 'missing' }} />;
    }
  })();
  return (
    <div className="promotions" data-testid="promotions-app" data-route={name}>
      {page}
    </div>
  );
});

import { useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
import { HistoryPage } from './history-page';
import { PrintCoupon } from './print-coupon';
import { ResponsiblePage } from './responsible-page';
import { SettingsPage } from './settings-page';

export interface OfficeRouteProps {
  name: string | null;
  params: Record<string, string | undefined>;
  lang: string;
}

/** The office sections listed to the player (spec 1 §2 office); the history, the settings and the responsible-gaming limits are built so far. */
export const OFFICE_SECTIONS = ['account', 'history', 'historypay', 'recharge', 'security', 'responsible', 'settings'] as const;

export function OfficeApp({ route }: { route?: OfficeRouteProps }) {
  if (route?.name === 'print-coupon') return <PrintCoupon couponId={route.params.couponId ?? ''} />;
  return (
    <div className="office" data-testid="office-app">
      <OfficeNav current={route?.name ?? null} />
      {route?.name === 'office-history' ? (
        <HistoryPage />
      ) : route?.name === 'office-settings' ? (
        <SettingsPage />
      ) : route?.name === 'office-responsible' ? (
        <ResponsiblePage />
      ) : (
        <OfficeSectionStub />
      )}
    </div>
  );
}

// The sections side by side with room between them (the office has no stylesheet of its own yet).
const NAV_STYLE = { display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.25rem' } as const;
const CURRENT_STYLE = { fontWeight: 700, textDecoration: 'none' } as const;

function OfficeNav({ current }: { current: string | null }) {
  const { t } = useTranslation('office');
  const lang = useStores().settings.language;
  return (
    <nav className="office__nav" data-testid="office-nav" aria-label={t('nav_label')} style={NAV_STYLE}>
      {OFFICE_SECTIONS.map((s) => (
        <a
          key={s}
          href={`/${lang}/office/${s}`}
          aria-current={current === `office-${s}` ? 'page' : undefined}
          style={current === `office-${s}` ? CURRENT_STYLE : undefined}
        >
          {t(`section_${s}`)}
        </a>
      ))}
      {/* Pools and draws (issue 19): the player's lotto and toto tickets live in @site/app-lotto */}
      <a href={`/${lang}/lotto/tickets`} data-testid="office-lotto-tickets">
        {t('section_lotto_tickets')}
      </a>
      <a href={`/${lang}/toto/main/coupons`} data-testid="office-toto-tickets">
        {t('section_toto_tickets')}
      </a>
    </nav>
  );
}

function OfficeSectionStub() {
  const { t } = useTranslation('office');
  return (
    <section data-testid="office-section-stub">
      <p>{t('section_coming')}</p>
    </section>
  );
}

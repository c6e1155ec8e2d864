import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
import { HistoryTabs } from './casino-history/history-tabs';
import { HistoryPage } from './history-page';
import { paymentsPage } from './payments/payments-routes';
import { MISC_PAGES, MISC_SECTIONS } from './office-misc-pages';
import { PrintCoupon } from './print-coupon';
import { ResponsiblePage } from './responsible-page';
import { SettingsPage } from './settings-page';
// account, security, verification (issue 18)
import { AccountPage } from './account/account-page';
import { SecurityPage } from './security/security-page';
import { VerificationPage } from './verification/verification-page';

export interface OfficeRouteProps {
  name: string | null;
  params: Record<string, string | undefined>;
  lang: string;
}

/** The office sections listed to the player (spec 1 §2 office); the pages of MISC_SECTIONS follow them in the navigation. */
export const OFFICE_SECTIONS = [
  'account',
  'history',
  'historypay',
  'recharge',
  'security',
  'responsible',
  'settings',
  // payments (issue 18)
  'deduce',
  'payment/requests',
  // account, security, verification (issue 18)
  'verification',
] as const;

/** Office pages by route name (issue 18: account, security, verification, identification). */
const PAGES: Record<string, () => ReactNode> = {
  'office-account': () => <AccountPage />,
  'office-security': () => <SecurityPage />,
  'office-verification': () => <VerificationPage mode="verification" />,
  'office-identification': () => <VerificationPage mode="identification" />,
};

export function OfficeApp({ route }: { route?: OfficeRouteProps }) {
  if (route?.name === 'print-coupon') return <PrintCoupon couponId={route.params.couponId ?? ''} />;
  // payments (issue 18)
  const payments = paymentsPage(route);
  // office (issue 18): bonuses, cashback, rewards, friends, support, ideas, appeals, promotion
  const misc = route?.name ? MISC_PAGES[route.name] : undefined;
  if (misc) {
    return (
      <div className="office" data-testid="office-app">
        {/* the ban page: the office's other pages are closed to a banned player */}
        {route?.name !== 'office-block-appeal-history' && <OfficeNav current={route?.name ?? null} />}
        {misc()}
      </div>
    );
  }
  return (
    <div className="office" data-testid="office-app">
      <OfficeNav current={route?.name ?? null} />
      {payments ?? (route?.name === 'office-history' ? (
        <HistoryTabs bets={<HistoryPage />} />
      ) : route?.name === 'office-settings' ? (
        <SettingsPage />
      ) : route?.name === 'office-responsible' ? (
        <ResponsiblePage />
      ) : route?.name && PAGES[route.name] ? (
        PAGES[route.name]!()
      ) : (
        <OfficeSectionStub />
      ))}
    </div>
  );
}

/** The route name of a section: office/payment/requests is `office-payment-requests`. */
const sectionRoute = (section: string) => `office-${section.replace('/', '-')}`;

function OfficeNav({ current }: { current: string | null }) {
  const { t } = useTranslation('office');
  const lang = useStores().settings.language;
  // [path, route name, text key]: payment/requests is `office-payment-requests`, `section_payment_requests`
  const links = [
    ...OFFICE_SECTIONS.map((s) => [s, sectionRoute(s), `section_${s.replace('/', '_')}`] as const),
    ...MISC_SECTIONS.map(([path, name]) => [path, `office-${name}`, `section_${name}`] as const),
  ];
  return (
    <nav className="office__nav" data-testid="office-nav" aria-label={t('nav_label')}>
      {links.map(([path, route, textKey]) => (
        <a
          key={route}
          href={`/${lang}/office/${path}`}
          aria-current={current === route ? 'page' : undefined}
        >
          {t(textKey)}
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

/** Only for a route name the office does not know (a route table newer than this unit): every office route has its page. */
function OfficeSectionStub() {
  const { t } = useTranslation('office');
  return (
    <section data-testid="office-section-stub">
      <p>{t('section_coming')}</p>
    </section>
  );
}

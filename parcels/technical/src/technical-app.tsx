import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

export interface TechnicalRoute {
  name: string | null;
  params: Record<string, string>;
  lang: string;
  path?: string;
}

// The pages are their own chunk: a page running code from an older deploy finds it gone, which
// is what the root config's chunk-reload guard exists for (test/browser/routing.test.ts). The
// parcel's mount loads it first (index.tsx), so here it is already there.
export const loadViews = () => import('./views');
const Views = lazy(loadViews);

/** The developer-facing pages of spec 1 (@site/app-technical): `debugger` and `internal-vpn`. */
export function TechnicalApp({ route }: { route?: TechnicalRoute }) {
  const { t } = useTranslation('technical');
  return (
    <div className="technical" data-testid="technical-app" data-route={route?.name ?? ''}>
      <Suspense fallback={<p>{t('loading')}</p>}>
        <Views page={route?.name === 'debugger' ? 'debugger' : 'internal-vpn'} />
      </Suspense>
    </div>
  );
}

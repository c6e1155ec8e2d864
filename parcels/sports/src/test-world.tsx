// A fresh world for the sports app's tests: root store on its own bus, a LiveStore and a page
// store. Not a test file itself.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiClient } from '@site/api';
import { EventBus } from '@site/bus';
import { addTexts, createI18n } from '@site/i18n';
import { RootStore, StoresProvider } from '@site/stores';
import { LineApi } from './line-api';
import { sportsTexts } from './locales';
import type { GameDetail } from '@site/api';
import { LiveStore } from './live-store';
import { SportsContext } from './sports-context';
import { SportsPageStore } from './sports-page-store';

export function world(fetchFn: typeof fetch = (async () => new Response('{}')) as typeof fetch) {
  const root = new RootStore({
    api: new ApiClient({ fetch: fetchFn }),
    bus: new EventBus(),
    i18n: createI18n('en'),
    storage: null,
    coupon: { saveDelayMs: 0 },
  });
  addTexts(root.i18n, sportsTexts);
  const live = new LiveStore(root);
  const page = new SportsPageStore(new LineApi(root.api), live);
  const renderIn = (ui: ReactNode) =>
    render(
      <StoresProvider store={root}>
        <I18nextProvider i18n={root.i18n}>
          <SportsContext.Provider value={{ live, page, lang: 'en' }}>{ui}</SportsContext.Provider>
        </I18nextProvider>
      </StoresProvider>,
    );
  return { root, live, page, renderIn };
}

export function liveGame(id = 10, over: Partial<GameDetail> = {}): GameDetail {
  return {
    id,
    sportId: 1,
    champId: 5,
    opponents: ['Home', 'Away'],
    startTime: 0,
    status: 'live',
    isLive: true,
    period: 1,
    score: [0, 0],
    champName: 'Demo League',
    sportName: 'Football',
    markets: [
      {
        id: id * 100 + 1,
        typeId: 1,
        name: '1',
        coef: 2.5,
        isBlocked: false,
        kind: 'main',
        group: '1x2',
        line: null,
        isDepend: false,
        isBannedExpress: false,
      },
      {
        id: id * 100 + 2,
        typeId: 2,
        name: 'X',
        coef: 3.2,
        isBlocked: false,
        kind: 'main',
        group: '1x2',
        line: null,
        isDepend: false,
        isBannedExpress: false,
      },
      {
        id: id * 100 + 3,
        typeId: 3,
        name: '2',
        coef: 1.8,
        isBlocked: true,
        kind: 'main',
        group: '1x2',
        line: null,
        isDepend: false,
        isBannedExpress: false,
      },
    ],
    ...over,
  };
}

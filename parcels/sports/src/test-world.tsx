// The sports app's own part of a test: a LiveStore and a page store on a fresh root store, and
// live games. The store, the scripted server and the providers are the UI kit's. Not a test
// file itself.
import type { ReactNode } from 'react';
import type { GameDetail, MarketDetail } from '@site/api';
import { addTexts } from '@site/i18n';
import { renderInWorld, type Script, testRootStore } from '@site/ui/testing';
import { LineApi } from './line-api';
import { sportsTexts } from './locales';
import { LiveStore } from './live-store';
import { PageClock } from './page-clock';
import { SportsContext } from './sports-context';
import { SportsPageStore } from './sports-page-store';

/** Without a script every call gets an empty JSON object. */
export function world(server: Script = () => ({ body: {} }), now: () => number = () => 0) {
  const w = testRootStore({ server, deps: { coupon: { saveDelayMs: 0 } } });
  const root = w.store;
  void addTexts(root.i18n, sportsTexts);
  const live = new LiveStore(root);
  const page = new SportsPageStore(new LineApi(root.api), live);
  const clock = new PageClock(now);
  const renderIn = (ui: ReactNode) =>
    renderInWorld(w, <SportsContext.Provider value={{ live, page, lang: 'en', clock }}>{ui}</SportsContext.Provider>).view;
  /** The app itself, which makes its own stores: in the providers alone. */
  const view = (ui: ReactNode) => renderInWorld(w, ui).view;
  return { root, live, page, clock, renderIn, view };
}

export function market(id: number, typeId: number, name: string, coef: number, isBlocked = false, more: Partial<MarketDetail> = {}): MarketDetail {
  return { id, typeId, name, coef, isBlocked, kind: 'main', group: '1x2', line: null, isDepend: false, isBannedExpress: false, ...more };
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
    hasStream: false,
    period: 1,
    score: [0, 0],
    champName: 'Demo League',
    sportName: 'Football',
    markets: [market(id * 100 + 1, 1, '1', 2.5), market(id * 100 + 2, 2, 'X', 3.2), market(id * 100 + 3, 3, '2', 1.8, true)],
    ...over,
  };
}

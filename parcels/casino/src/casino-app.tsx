import { useMemo } from 'react';
import { useStores } from '@site/stores';
import { systemClock, type Clock } from '@site/ui';
import { CasinoApi } from './casino-api';
import { CasinoContext, type CasinoWorld } from './casino-context';
import { GamePage } from './game/game-page';
import { CasinoBonusesPage, CasinoBonusPage } from './lobby/bonus-pages';
import { LobbyPage } from './lobby/lobby-page';
import { MyCasinoPage } from './lobby/my-casino-page';
import { ProvidersPage } from './lobby/providers-page';
import { SearchPage } from './lobby/search-page';
import { ThankYouPage } from './lobby/thank-you-page';
import { TournamentPage, TournamentsPage } from './lobby/tournaments-page';
import { type RouteProps, viewOf } from './route-view';

export interface CasinoAppProps {
  route?: RouteProps;
  /** Tests: a fake clock for the search's pause and the tournaments' week. */
  clock?: Clock;
  /** Tests: predictable idempotency keys. */
  newKey?: () => string;
}

/** A fresh idempotency key: a UUID where the browser has one, else enough random bits. */
export function randomKey(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

const ROUND_ID = /^[1-9]\d{0,9}$/;
/** `?verify={roundId}` of my-casino. */
function verifyOf(path: string): number | undefined {
  const i = path.indexOf('?');
  const v = new URLSearchParams(i < 0 ? '' : path.slice(i + 1)).get('verify') ?? '';
  return ROUND_ID.test(v) ? Number(v) : undefined;
}

/** The casino application: every casino route of the table (spec 1 §2 "Casino"). */
export function CasinoApp({ route, clock, newKey }: CasinoAppProps) {
  const root = useStores();
  const lang = route?.lang || root.settings.language;
  const world = useMemo<CasinoWorld>(
    () => ({ api: new CasinoApi(root.api), clock: clock ?? systemClock(), lang, newKey: newKey ?? randomKey }),
    [root.api, clock, lang, newKey],
  );
  const view = useMemo(() => viewOf(route), [route]);
  let page;
  switch (view.kind) {
    case 'lobby':
      page = <LobbyPage key={JSON.stringify(view.filter)} title={view.title} filter={view.filter} />;
      break;
    case 'providers':
      page = <ProvidersPage />;
      break;
    case 'search':
      page = <SearchPage initial={view.q} />;
      break;
    case 'my-casino':
      page = <MyCasinoPage tab={view.tab} verify={verifyOf(route?.path ?? '')} />;
      break;
    case 'tournaments':
      page = <TournamentsPage />;
      break;
    case 'tournament':
      page = <TournamentPage id={view.id} />;
      break;
    case 'game':
      page = <GamePage key={view.gameId} gameId={view.gameId} />;
      break;
    case 'thankyou':
      page = <ThankYouPage section={view.section} />;
      break;
    case 'bonuses':
      page = <CasinoBonusesPage />;
      break;
    case 'bonus':
      page = <CasinoBonusPage key={`${view.content}:${view.slug}`} kind={view.content} slug={view.slug} />;
      break;
  }
  return (
    <CasinoContext.Provider value={world}>
      <div className="casino-root" data-testid="casino-app" data-view={view.kind}>
        {page}
      </div>
    </CasinoContext.Provider>
  );
}

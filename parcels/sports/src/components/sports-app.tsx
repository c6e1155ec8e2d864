import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores, type RootStore } from '@site/stores';
import { MessageText } from '@site/ui';
import { LineApi } from '../line-api';
import { LiveConnection, type LiveConnectionDeps } from '../live-connection';
import { LiveStore } from '../live-store';
import { PAGE_CLOCK_TICK_MS, PageClock } from '../page-clock';
import { MARBLE_SPORT_ID, sportsPath, viewOf, type RouteProps, type SportsView } from '../route-view';
import { SportsContext, type SportsStores } from '../sports-context';
import { SportsPageStore } from '../sports-page-store';
import { ChampList } from './champ-list';
import { CoefViewSelector } from './coef-view-selector';
import { GameCard } from './game-card';
import { MultiLive } from './multi-live';
import { SportsMenu } from './sports-menu';
import { StaleBanner } from './stale-banner';
import { TimeFilterBar } from './time-filter';

/** How often ended flashes are cleared when no update arrives to do it. */
const FLASH_SWEEP_MS = 250;

/**
 * Called after each applied frame of stream events with their arrival times (bench/live.ts
 * measures update-to-paint latency with it). Absent in normal pages.
 */
export type LiveProbe = (arrivedAt: readonly number[], count: number) => void;

export interface SportsAppProps {
  route?: RouteProps;
  /** Tests: a connection of their own (fake EventSource, manual frames). */
  connection?: Omit<LiveConnectionDeps, 'onBatch' | 'onStale' | 'onReconnected'>;
  probe?: LiveProbe;
  /** Tests: the time match clocks and day headings go by (default Date.now, moved every PAGE_CLOCK_TICK_MS). */
  now?: () => number;
}

function createWorld(root: RootStore, props: SportsAppProps) {
  const live = new LiveStore(root);
  const page = new SportsPageStore(new LineApi(root.api), live, () => root.user.isAuthorized);
  let reload = () => {};
  const connection = new LiveConnection({
    ...props.connection,
    onBatch: (events, arrivedAt) => {
      live.applyBatch(events, performance.now());
      live.sweepFlashes(performance.now());
      props.probe?.(arrivedAt, events.length);
    },
    onStale: (stale) => live.setStale(stale),
    onReconnected: () => reload(),
  });
  const clock = new PageClock(props.now);
  return { live, page, connection, clock, setReload: (fn: () => void) => (reload = fn) };
}

const viewKey = (v: SportsView) => JSON.stringify(v);

/** The sports application: line and live (spec 1 §2), with the live stream moving the odds. */
export const SportsApp = observer(function SportsApp(props: SportsAppProps) {
  const root = useStores();
  const { t } = useTranslation('sports');
  const [world] = useState(() => createWorld(root, props));
  const { live, page, connection, clock } = world;
  const lang = props.route?.lang || root.settings.language;
  const view = useMemo(() => viewOf(props.route), [props.route]);
  const key = viewKey(view);

  useEffect(
    () => () => {
      connection.close();
      page.dispose();
      live.dispose();
    },
    [connection, page, live],
  );

  // The stream follows the games on the page and the coupon's games.
  useEffect(() => {
    const follow = () => connection.setGames([...new Set([...page.visibleGameIds(), ...live.couponGameIds()])]);
    const load = (quiet: boolean) =>
      void page.load(view, lang, { quiet }).then((ok) => {
        if (ok) follow();
      });
    world.setReload(() => load(true));
    load(false);
    const off = reaction(() => live.couponGameIds().join(','), follow);
    return off;
    // key stands for view
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, lang, world]);

  useEffect(() => {
    const timer = setInterval(() => live.sweepFlashes(performance.now()), FLASH_SWEEP_MS);
    const tick = setInterval(() => clock.tick(), PAGE_CLOCK_TICK_MS);
    return () => {
      clearInterval(timer);
      clearInterval(tick);
    };
  }, [live, clock]);

  const titleOf = (v: SportsView) =>
    v.kind === 'top-events'
      ? t('top_events')
      : v.kind === 'team'
        ? t('team_title', { name: v.name })
        : v.kind === 'list' && v.sportId === MARBLE_SPORT_ID && props.route?.name === 'section-marble'
          ? t('marble')
          : v.kind === 'list' && v.streamed
            ? t('broadcasts')
            : t(page.section);
  const stores: SportsStores = useMemo(() => ({ live, page, lang, clock }), [live, page, lang, clock]);
  const tf = view.kind === 'list' || view.kind === 'top-events' ? view.timeFilter : 0;
  const hrefOf = (f: typeof tf) =>
    view.kind === 'list' && view.sportId !== undefined
      ? view.champId !== undefined
        ? sportsPath.champ(lang, view.section, view.sportId, view.champId, f)
        : sportsPath.sport(lang, view.section, view.sportId, f)
      : view.kind === 'top-events'
        ? `${sportsPath.topEvents(lang, view.section)}${f === 0 ? '' : `?timeFilter=${f}`}`
        : sportsPath.section(lang, view.section, f);

  return (
    <SportsContext.Provider value={stores}>
      <section className="sports-app" data-testid="sports-app" data-view={view.kind} data-section={page.section} data-status={page.status}>
        <div className="sports-app__bar">
          {(view.kind === 'list' || view.kind === 'top-events') && <TimeFilterBar value={tf} hrefOf={hrefOf} periods={page.periods} />}
          <CoefViewSelector />
        </div>
        <StaleBanner />
        {/* multi-live: the picker of live games stands in for the menu, the boards get the width */}
        <div className={view.kind === 'multi-live' ? 'sports-app__body sports-app__body--wide' : 'sports-app__body'}>
          {view.kind !== 'multi-live' && <SportsMenu timeFilter={tf} {...(view.kind === 'list' && view.champId !== undefined && { champId: view.champId })} />}
          <div className="sports-app__main">
            {page.status === 'error' ? (
              <div className="sports-error" role="alert" data-testid="sports-error">
                {t('load_error')} {page.error && <MessageText message={page.error} />}{' '}
                <button type="button" onClick={() => void page.load(view, lang)}>
                  {t('common:retry')}
                </button>
              </div>
            ) : page.status === 'loading' && page.details.length === 0 ? (
              <p data-testid="sports-loading">{t('common:loading')}</p>
            ) : view.kind === 'multi-live' ? (
              <MultiLive gameIds={view.gameIds} />
            ) : view.kind === 'game' ? (
              <div className="game-page" data-testid="game-page">
                {page.details.map((g) => (
                  <GameCard key={g.id} game={g} pageType="game" />
                ))}
              </div>
            ) : view.kind === 'top-game' || view.kind === 'my-games' ? (
              <div className="game-page" data-testid="game-page">
                <h1 className="sports-app__title">{view.kind === 'top-game' ? t('top_game') : t('my_games')}</h1>
                {view.kind === 'my-games' && <p data-testid="my-games-hint">{t(root.user.isAuthorized ? 'my_games_hint' : 'my_games_hint_guest')}</p>}
                {page.details.length === 0 && <p data-testid="no-games">{t('no_games')}</p>}
                {/* under the page's own heading: the cards' titles are h2 */}
                {page.details.map((g) => (
                  <GameCard key={g.id} game={g} pageType={view.kind} />
                ))}
              </div>
            ) : (
              <>
                <h1 className="sports-app__title">{titleOf(view)}</h1>
                <ChampList champs={page.champs} section={page.section} />
              </>
            )}
          </div>
        </div>
      </section>
    </SportsContext.Provider>
  );
});

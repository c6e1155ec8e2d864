import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CYBER_MODES, cyberDisciplines, type GameView, type Section } from '@site/api';
import { useStores } from '@site/stores';
import { DateTime, LoadState, useLoaded } from '@site/ui';
import { cyberApi } from './cyber-api';
import { cyberPath, type CyberRouteProps, type CyberView, viewOf } from './cyber-view';
import { Odd } from './odd';

/** Cyber-sport (spec 1 cyber routes): esports and virtual sports from the line, bets into the one coupon. */
export const CyberApp = observer(function CyberApp({ route }: { route?: CyberRouteProps }) {
  const { t } = useTranslation('cyber');
  const view = useMemo(() => viewOf(route), [route]);
  return (
    <div className="cyber" data-testid="cyber-app" data-mode={view.mode}>
      <h1>{t('title')}</h1>
      <ModeTabs view={view} />
      <p className="cyber__demo" data-testid="cyber-demo">
        {t('demo')}
      </p>
      <Page view={view} />
    </div>
  );
});

function Page({ view }: { view: CyberView }) {
  switch (view.kind) {
    case 'disciplines':
      return <DisciplinesPage view={view} />;
    case 'stream':
      return <StreamPage view={view} />;
    case 'games':
      return <GamesPage view={view} />;
    case 'champs':
      return <ChampsPage view={view} />;
    case 'game':
      return <GamePage view={view} />;
    case 'unknown':
      return <UnknownPage />;
  }
}

const ModeTabs = observer(function ModeTabs({ view }: { view: CyberView }) {
  const { t } = useTranslation('cyber');
  const lang = useStores().settings.language;
  return (
    <nav aria-label={t('modes_label')} data-testid="cyber-modes" className="site-pills">
      {CYBER_MODES.map((m) => (
        <a
          key={m}
          href={cyberPath.mode(lang, view.base, m)}
          aria-current={view.mode === m ? 'page' : undefined}
          data-testid={`cyber-mode-${m}`}
        >
          {t(`mode_${m}`)}
        </a>
      ))}
    </nav>
  );
});

/** `cyber/<mode>`, `cyber/<mode>/disciplines/all`: the mode's disciplines with their games in the line and live. */
const DisciplinesPage = observer(function DisciplinesPage({ view }: { view: Extract<CyberView, { kind: 'disciplines' }> }) {
  const { t } = useTranslation('cyber');
  const { api, settings } = useStores();
  const lang = settings.language;
  const state = useLoaded(
    async (signal) => {
      const client = cyberApi(api, signal);
      const [line, live] = await Promise.all([client.sports('line', lang), client.sports('live', lang)]);
      return { line, live };
    },
    [api, lang],
  );
  return (
    <section className="site-card" data-testid="cyber-disciplines">
      <h2>{t('disciplines')}</h2>
      <LoadState state={state} testIdPrefix="cyber">
        {({ line, live }) => (
          <ul className="cyber__list">
            {cyberDisciplines(view.mode).map((d) => {
              const sport = line.find((s) => s.id === d.sportId) ?? live.find((s) => s.id === d.sportId);
              const count =
                (line.find((s) => s.id === d.sportId)?.gamesCount ?? 0) + (live.find((s) => s.id === d.sportId)?.gamesCount ?? 0);
              return (
                <li key={d.slug} data-testid="cyber-discipline" data-discipline={d.slug}>
                  <a href={cyberPath.discipline(lang, view.base, view.mode, d.slug)}>{sport?.name ?? d.slug}</a>{' '}
                  <small>{t('games_count', { count })}</small>{' '}
                  <a href={cyberPath.champs(lang, view.base, view.mode, d.slug)}>{t('champs')}</a>
                </li>
              );
            })}
          </ul>
        )}
      </LoadState>
    </section>
  );
});

/** `cyber/stream`: the esports games in play now that the feed carries a stream of. */
const StreamPage = observer(function StreamPage({ view }: { view: Extract<CyberView, { kind: 'stream' }> }) {
  const { t } = useTranslation('cyber');
  const { api, settings } = useStores();
  const lang = settings.language;
  const state = useLoaded(
    async (signal) => {
      const client = cyberApi(api, signal);
      const lists = await Promise.all(
        cyberDisciplines('stream').map(async (d) => ({ d, champs: await client.champs({ mode: 'live', sportId: d.sportId, lang }) })),
      );
      return lists.flatMap(({ d, champs }) =>
        champs.flatMap((c) => c.games.filter((g) => g.hasStream).map((g) => ({ slug: d.slug, game: g }))),
      );
    },
    [api, lang],
  );
  return (
    <section className="site-card" data-testid="cyber-stream">
      <LoadState state={state} testIdPrefix="cyber">
        {(games) =>
          games.length === 0 ? (
            <p data-testid="cyber-no-games">{t('no_streams')}</p>
          ) : (
            <ul className="cyber__list">
              {games.map(({ slug, game }) => (
                <GameRow key={game.id} game={game} href={cyberPath.game(lang, view.base, 'stream', slug, game.champId, 'live', game.id)} />
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
});

/** A discipline's games: line or live, of every champ or one. */
const GamesPage = observer(function GamesPage({ view }: { view: Extract<CyberView, { kind: 'games' }> }) {
  const { t } = useTranslation('cyber');
  const { api, settings } = useStores();
  const lang = settings.language;
  const { discipline, section, champId } = view;
  const state = useLoaded(
    (signal) =>
      cyberApi(api, signal).champs({ mode: section, sportId: discipline.sportId, lang, ...(champId !== undefined && { champId }) }),
    [api, lang, discipline.sportId, section, champId],
  );
  return (
    <section data-testid="cyber-games" data-discipline={discipline.slug} data-section={section}>
      <SectionTabs view={view} />
      <LoadState state={state} testIdPrefix="cyber">
        {(champs) =>
          champs.every((c) => c.games.length === 0) ? (
            <p data-testid="cyber-no-games">{t('no_games')}</p>
          ) : (
            champs.map((c) => (
              <div key={c.id} className="site-card" data-testid="cyber-champ">
                <h3>
                  <a href={cyberPath.champ(lang, view.base, view.mode, discipline.slug, c.id)}>{c.name}</a>
                </h3>
                <ul className="cyber__list">
                  {c.games.map((g) => (
                    <GameRow key={g.id} game={g} href={cyberPath.game(lang, view.base, view.mode, discipline.slug, c.id, section, g.id)} />
                  ))}
                </ul>
              </div>
            ))
          )
        }
      </LoadState>
    </section>
  );
});

const SectionTabs = observer(function SectionTabs({ view }: { view: Extract<CyberView, { kind: 'games' }> }) {
  const { t } = useTranslation('cyber');
  const lang = useStores().settings.language;
  const sections: Section[] = ['line', 'live'];
  return (
    <nav className="site-pills" aria-label={t('sections_label')}>
      {sections.map((s) => (
        <a
          key={s}
          href={cyberPath.section(lang, view.base, view.mode, view.discipline.slug, s)}
          aria-current={view.section === s ? 'page' : undefined}
          data-testid={`cyber-section-${s}`}
        >
          {t(`section_${s}`)}
        </a>
      ))}
      <a href={cyberPath.champs(lang, view.base, view.mode, view.discipline.slug)}>{t('champs')}</a>
    </nav>
  );
});

/** A game in a list; the stream flag wherever the feed carries a stream of it. */
function GameRow({ game, href }: { game: GameView; href: string }) {
  const { t } = useTranslation('cyber');
  return (
    <li data-testid="cyber-game" data-game={game.id}>
      <a href={href}>
        {game.opponents[0]} — {game.opponents[1]}
      </a>{' '}
      {game.isLive ? (
        <strong className="cyber__score" data-testid="cyber-score">
          {t('live')} {game.score[0]}:{game.score[1]}
        </strong>
      ) : (
        <DateTime value={game.startTime} />
      )}{' '}
      {game.hasStream && (
        <span className="cyber__stream" data-testid="cyber-stream-flag">
          ▶ {t('stream')}
        </span>
      )}{' '}
      {game.markets.map((m) => (
        <Odd key={m.id} market={m} game={game} pageType="cyber-list" showName />
      ))}
    </li>
  );
}

/** `cyber/<mode>/<discipline>/champs`: the discipline's tournaments. */
const ChampsPage = observer(function ChampsPage({ view }: { view: Extract<CyberView, { kind: 'champs' }> }) {
  const { t } = useTranslation('cyber');
  const { api, settings } = useStores();
  const lang = settings.language;
  const state = useLoaded(
    async (signal) => {
      const client = cyberApi(api, signal);
      const [line, live] = await Promise.all([
        client.champs({ mode: 'line', sportId: view.discipline.sportId, lang }),
        client.champs({ mode: 'live', sportId: view.discipline.sportId, lang }),
      ]);
      const byId = new Map([...line, ...live].map((c) => [c.id, c.name]));
      return [...byId];
    },
    [api, lang, view.discipline.sportId],
  );
  return (
    <section className="site-card" data-testid="cyber-champs">
      <h2>{t('champs')}</h2>
      <LoadState state={state} testIdPrefix="cyber">
        {(champs) => (
          <ul className="cyber__list">
            {champs.map(([id, name]) => (
              <li key={id} data-testid="cyber-champ-link">
                <a href={cyberPath.champ(lang, view.base, view.mode, view.discipline.slug, id)}>{name}</a>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
});

/** `cyber/<mode>/<discipline>/<champ>/<section>/<game>`: one game with every market. */
const GamePage = observer(function GamePage({ view }: { view: Extract<CyberView, { kind: 'game' }> }) {
  const { t } = useTranslation('cyber');
  const { api, settings } = useStores();
  const lang = settings.language;
  const state = useLoaded((signal) => cyberApi(api, signal).game(view.gameId, lang), [api, lang, view.gameId]);
  return (
    <section className="site-card" data-testid="cyber-game-page">
      <LoadState state={state} testIdPrefix="cyber">
        {(game) =>
          game === null || game.sportId !== view.discipline.sportId ? (
            <p data-testid="cyber-unknown">{t('unknown_discipline')}</p>
          ) : (
            <>
              <h2>
                {game.opponents[0]} — {game.opponents[1]}
              </h2>
              <p>
                {game.champName} · {game.isLive ? `${t('live')} ${game.score[0]}:${game.score[1]}` : <DateTime value={game.startTime} />}
                {view.mode === 'stream' && (
                  <span className="cyber__stream" data-testid="cyber-stream-flag">
                    {' '}
                    ▶ {t('stream')}
                  </span>
                )}
              </p>
              <h3>{t('all_markets')}</h3>
              <div className="cyber__markets">
                {game.markets.map((m) => (
                  <Odd key={m.id} market={m} game={game} pageType="cyber-game" showName />
                ))}
              </div>
            </>
          )
        }
      </LoadState>
    </section>
  );
});

function UnknownPage() {
  const { t } = useTranslation('cyber');
  return <p data-testid="cyber-unknown">{t('unknown_discipline')}</p>;
}

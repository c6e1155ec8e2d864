import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CasinoGame, ContentSummary } from '@site/api';
import { DateTime, MessageText } from '@site/ui';
import { type Block, HOME_CASINO_GAMES, HOME_GAMES, HOME_PROMOTIONS, type HomeGame } from './home-store';
import { HomeOdd } from './home-odd';

/**
 * Issue 21: while a block loads it holds the place of what comes (rows, tiles, cards of the
 * same size, as many as the block shows at most), so nothing below it moves when the data
 * arrives. Hidden from assistive technology; the block says it is busy instead.
 */
const placeholders = (n: number) => Array.from({ length: n }, (_, i) => i);

function EventRowsPlaceholder() {
  return (
    <ul className="home-events home-placeholder" aria-hidden="true" data-testid="home-placeholder">
      {placeholders(HOME_GAMES).map((i) => (
        <li key={i} className="home-event">
          <span className="home-event__when">&nbsp;</span>
          <span className="home-event__teams">
            <span className="home-placeholder__bar">&nbsp;</span>
            <small>&nbsp;</small>
          </span>
          <span className="home-event__odds">
            {placeholders(3).map((j) => (
              <span key={j} className="home-odd">
                &nbsp;
              </span>
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}

function CasinoTilesPlaceholder() {
  return (
    <ul className="home-casino home-placeholder" aria-hidden="true" data-testid="home-placeholder">
      {placeholders(HOME_CASINO_GAMES).map((i) => (
        <li key={i}>
          <span className="home-placeholder__tile" />
          <span>&nbsp;</span>
        </li>
      ))}
    </ul>
  );
}

/** A block's body when it failed or came empty; null while it loads and once it has its items. */
function BlockState<T>({ block, empty }: { block: Block<T>; empty: string }) {
  if (block.status === 'loading') return null;
  if (block.status === 'error')
    return (
      <p className="home-block__note" role="alert">
        <MessageText message={block.error} />
      </p>
    );
  if (block.items.length === 0) return <p className="home-block__note">{empty}</p>;
  return null;
}

/** Live now or the top events: each game on one line with its main odds, the teams linking to the game page. */
export const EventsBlock = observer(function EventsBlock({
  id,
  title,
  block,
  lang,
  moreHref,
}: {
  id: 'live' | 'top';
  title: string;
  block: Block<HomeGame>;
  lang: string;
  moreHref: string;
}) {
  const { t } = useTranslation('home');
  return (
    <section className="home-block" data-testid={`home-${id}`} aria-labelledby={`home-${id}-title`} aria-busy={block.status === 'loading'}>
      <header className="home-block__head">
        <h2 id={`home-${id}-title`}>{title}</h2>
        <a href={moreHref}>{t('see_all')}</a>
      </header>
      <div className="home-block__body">
        {block.status === 'loading' && <EventRowsPlaceholder />}
        <BlockState block={block} empty={id === 'live' ? t('no_live') : t('no_top')} />
        {block.status === 'ready' && block.items.length > 0 && (
          <ul className="home-events">
            {block.items.map(({ game, champName }) => (
              <li key={game.id} className="home-event" data-testid="home-event" data-game-id={game.id}>
                <span className="home-event__when">
                  {game.isLive ? (
                    <span className="home-event__score">{`${game.score[0]}:${game.score[1]}`}</span>
                  ) : (
                    <DateTime value={game.startTime} style="dayTime" />
                  )}
                </span>
                <a
                  className="home-event__teams"
                  href={`/${lang}/${game.isLive ? 'live' : 'line'}/${game.sportId}/${game.champId}/${game.id}`}
                >
                  <span>
                    {game.opponents[0]} — {game.opponents[1]}
                  </span>
                  <small>{champName}</small>
                </a>
                <span className="home-event__odds">
                  {game.markets.map((m) => (
                    <HomeOdd key={m.id} game={game} market={m} />
                  ))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
});

/** The promotions as a strip of banners, each to its page, and a link to them all. */
export const PromoStrip = observer(function PromoStrip({ block, lang }: { block: Block<ContentSummary>; lang: string }) {
  const { t } = useTranslation('home');
  // a failed or empty list leaves no strip; while it loads, the strip's place is kept
  if (block.status === 'error' || (block.status === 'ready' && block.items.length === 0)) return null;
  return (
    <section
      className="home-promos"
      data-testid="home-promotions"
      aria-labelledby="home-promotions-title"
      aria-busy={block.status === 'loading'}
    >
      <header className="home-block__head">
        <h2 id="home-promotions-title">{t('promotions')}</h2>
        <a href={`/${lang}/promotions`}>{t('all_promotions')}</a>
      </header>
      <div className="home-promos__strip">
        {block.status === 'loading' &&
          placeholders(HOME_PROMOTIONS).map((i) => (
            <span key={i} className="home-promo home-promo--placeholder" aria-hidden="true" data-testid="home-placeholder" />
          ))}
        {block.status === 'ready' &&
          block.items.map((p, i) => (
            <a
              key={p.slug}
              className={`home-promo home-promo--${i % 4}`}
              href={`/${lang}/promotions/${p.slug}`}
              data-testid="home-promotion"
            >
              <strong>{p.title}</strong>
              <span>{p.description}</span>
            </a>
          ))}
      </div>
    </section>
  );
});

/** A few casino games, each to its game page, and the lobby. */
export const CasinoLinks = observer(function CasinoLinks({ block, lang }: { block: Block<CasinoGame>; lang: string }) {
  const { t } = useTranslation('home');
  return (
    <section className="home-block" data-testid="home-casino" aria-labelledby="home-casino-title" aria-busy={block.status === 'loading'}>
      <header className="home-block__head">
        <h2 id="home-casino-title">{t('casino_title')}</h2>
        <a href={`/${lang}/slots`}>{t('casino_all')}</a>
      </header>
      {block.status === 'loading' && <CasinoTilesPlaceholder />}
      <BlockState block={block} empty={t('casino_all')} />
      {block.status === 'ready' && (
        <ul className="home-casino">
          {block.items.map((g) => (
            <li key={g.id}>
              <a href={`/${lang}${g.route.startsWith('/') ? g.route : `/${g.route}`}`} data-testid="home-casino-game">
                <img src={g.image} alt="" width={128} height={96} loading="lazy" decoding="async" />
                <span>{g.name}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SECTION_SKELETON_OTHER_GAMES } from '@site/ui';
import type { GamePreviewItem } from '@site/api';
import { gameHref, useCasino } from '../casino-context';
import { gameArt } from './game-art';

/** The preview's popular games outside this section: the 'other games' block of spec 1 (2 of them). */
export function pickOtherGames(value: Record<string, GamePreviewItem[]>, section: string | undefined): GamePreviewItem[] {
  const all = Object.values(value).flat();
  const seen = new Set<number>();
  return all
    .filter((g) => !section || !g.R.startsWith(`/${section}/`))
    .filter((g) => (seen.has(g.RI) ? false : (seen.add(g.RI), true)))
    .slice(0, SECTION_SKELETON_OTHER_GAMES);
}

/** Two games from elsewhere in the casino, from the games-preview call (spec 2 §7); nothing if it fails. */
export function OtherGames({ section }: { section?: string | undefined }) {
  const { t } = useTranslation('casino');
  const { api, lang } = useCasino();
  const [games, setGames] = useState<GamePreviewItem[]>([]);
  useEffect(() => {
    const c = new AbortController();
    api.preview(lang, c.signal).then(
      (a) => !c.signal.aborted && a.Success && setGames(pickOtherGames(a.Value, section)),
      () => undefined,
    );
    return () => c.abort();
  }, [api, lang, section]);
  if (games.length === 0) return null;
  return (
    <section data-testid="casino-other-games">
      <h2>{t('other_games')}</h2>
      <div className="casino-grid__row" style={{ gridTemplateColumns: `repeat(${SECTION_SKELETON_OTHER_GAMES}, minmax(0, 240px))` }}>
        {games.map((g) => (
          <a key={g.RI} className="casino-tile" href={gameHref(lang, g.R)} data-testid="casino-other-game" data-game-id={g.RI}>
            <img
              className="casino-tile__art"
              src={gameArt({ id: g.RI, name: g.GN, engine: g.GT })}
              alt=""
              loading="lazy"
              width={128}
              height={96}
            />
            <div className="casino-tile__name">{g.GN}</div>
          </a>
        ))}
      </div>
    </section>
  );
}

import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CasinoGame } from '@site/api';
import { useStores } from '@site/stores';
import { gameHref, useCasino } from '../casino-context';
import { gameArt } from './game-art';

/** A game in a grid: its picture (lazy, a fixed 4:3 box), name and provider; a star for favourites when signed in. */
export const GameTile = observer(function GameTile({ game }: { game: CasinoGame }) {
  const { t } = useTranslation('casino');
  const { user } = useStores();
  const { api, lang } = useCasino();
  const [favorite, setFavorite] = useState(game.isFavorite);
  const toggle = () => {
    const next = !favorite;
    setFavorite(next);
    api.setFavorite(game.id, next).then(
      (a) => setFavorite(a.ids.includes(game.id)),
      () => setFavorite(!next),
    );
  };
  return (
    <article className="casino-tile" data-testid="casino-tile" data-game-id={game.id}>
      <a href={gameHref(lang, game.route)} data-testid="casino-tile-link">
        <img className="casino-tile__art" src={gameArt(game)} alt="" loading="lazy" decoding="async" width={128} height={96} />
        <div className="casino-tile__name">{game.name}</div>
      </a>
      <div className="casino-tile__provider">{game.providerName}</div>
      {user.isAuthorized && (
        <button
          type="button"
          className="casino-tile__fav"
          data-testid="casino-favorite"
          aria-pressed={favorite}
          aria-label={favorite ? t('favorite_remove') : t('favorite_add')}
          onClick={toggle}
        >
          {favorite ? '★' : '☆'}
        </button>
      )}
    </article>
  );
});

/** The box of a game not loaded yet: the same size as a tile. */
export function EmptyTile() {
  return <div className="casino-tile casino-tile--empty" data-testid="casino-tile-empty" aria-hidden="true" />;
}

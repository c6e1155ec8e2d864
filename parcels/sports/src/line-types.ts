// The line API's answers: the one definition lives in @site/api, beside the client.
export {
  TIME_FILTERS,
  type ChampView,
  type GameAnswer,
  type GameDetail,
  type GameView,
  type GamesAnswer,
  type MarketDetail,
  type MarketView,
  type Section,
  type SportView,
  type SportsAnswer,
  type TimeFilter,
} from '@site/api';

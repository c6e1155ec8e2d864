import type { Catalogue, FeedEvent } from './types';

/**
 * Applies events to a catalogue in place: how a consumer (database writer, stream cache,
 * client) keeps a snapshot current. Events for unknown ids are ignored; 'game-added' inserts
 * (or, seen again, overwrites) the game and its markets. Games the feed later drops from its
 * snapshots (ended a while ago, see SimulatorOptions.endedRetentionMs) stay here.
 */
export function applyFeedEvents(catalogue: Catalogue, events: readonly FeedEvent[]): Catalogue {
  const games = new Map(catalogue.games.map((g) => [g.id, g]));
  const markets = new Map(catalogue.markets.map((m) => [m.id, m]));
  for (const e of events) {
    switch (e.type) {
      case 'odds': {
        const m = markets.get(e.marketId);
        if (m) m.coef = e.coef;
        break;
      }
      case 'market-block': {
        const m = markets.get(e.marketId);
        if (m) m.isBlocked = e.isBlocked;
        break;
      }
      case 'score': {
        const g = games.get(e.gameId);
        if (g) {
          g.score = [e.score[0], e.score[1]];
          g.period = e.period;
          g.clock = e.clock;
        }
        break;
      }
      case 'game-status': {
        const g = games.get(e.gameId);
        if (g) {
          g.status = e.status;
          g.isLive = e.isLive;
          g.period = e.period;
        }
        break;
      }
      case 'game-added': {
        const game = structuredClone(e.game);
        const known = games.get(game.id);
        if (known) Object.assign(known, game);
        else {
          catalogue.games.push(game);
          games.set(game.id, game);
        }
        for (const m of e.markets) {
          const market = structuredClone(m);
          const had = markets.get(market.id);
          if (had) Object.assign(had, market);
          else {
            catalogue.markets.push(market);
            markets.set(market.id, market);
          }
        }
        break;
      }
      case 'game-end': {
        const g = games.get(e.gameId);
        if (g) {
          g.score = [e.score[0], e.score[1]];
          g.clock = e.clock;
        }
        break;
      }
    }
    catalogue.at = Math.max(catalogue.at, e.at);
  }
  return catalogue;
}

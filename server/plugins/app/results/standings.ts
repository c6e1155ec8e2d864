import type { StandingRow } from '@site/api/contracts';

// Pure statistics over ended games: a table (3 points a win, 1 a draw) and a side's form.

export interface PlayedGame {
  home: string;
  away: string;
  score: readonly [number, number];
}

export function standings(games: readonly PlayedGame[]): StandingRow[] {
  const rows = new Map<string, StandingRow>();
  const row = (team: string) => {
    let r = rows.get(team);
    if (!r) rows.set(team, (r = { team, played: 0, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0, points: 0 }));
    return r;
  };
  for (const g of games) {
    const [h, a] = g.score;
    for (const [team, mine, theirs] of [
      [g.home, h, a],
      [g.away, a, h],
    ] as const) {
      const r = row(team);
      r.played++;
      r.scored += mine;
      r.conceded += theirs;
      if (mine > theirs) {
        r.won++;
        r.points += 3;
      } else if (mine === theirs) {
        r.drawn++;
        r.points += 1;
      } else r.lost++;
    }
  }
  return [...rows.values()].sort((x, y) => y.points - x.points || y.scored - y.conceded - (x.scored - x.conceded) || y.scored - x.scored || x.team.localeCompare(y.team));
}

/** W, D or L for `team` in each game it played (in the order given). */
export function form(team: string, games: readonly PlayedGame[]): string[] {
  return games
    .filter((g) => g.home === team || g.away === team)
    .map((g) => {
      const [mine, theirs] = g.home === team ? g.score : [g.score[1], g.score[0]];
      return mine > theirs ? 'W' : mine === theirs ? 'D' : 'L';
    });
}

// The casino tournaments of bonus/casino/tournaments: demo data, made by a seeded generator
// (the server runs no tournaments yet), and labelled as demo wherever they show.
import type { CasinoSection } from '@site/api';
import { hashOf } from './game-art';

export interface Tournament {
  id: string;
  /** The key of its name in the casino namespace (`tournament.<theme>`). */
  theme: string;
  section: CasinoSection;
  prizePool: number;
  currency: string;
  /** When this week's run ends (ms since 1970): Monday 00:00 UTC after `now`. */
  endsAt: number;
  leaderboard: { place: number; player: string; points: number }[];
}

const THEMES: readonly [string, CasinoSection][] = [
  ['spin_race', 'slots'],
  ['keno_cup', 'keno'],
  ['live_masters', 'casino'],
  ['crash_sprint', 'crash-games'],
  ['jackpot_hunt', 'slots'],
  ['fast_week', 'fast-games'],
];

const WEEK = 7 * 24 * 3600 * 1000;
/** 1970-01-05 was a Monday. */
const MONDAY = 4 * 24 * 3600 * 1000;

/** The tournaments running in the week of `now`; the same week always gives the same ones. */
export function demoTournaments(now: number): Tournament[] {
  const week = Math.floor((now - MONDAY) / WEEK);
  const endsAt = MONDAY + (week + 1) * WEEK;
  return THEMES.map(([theme, section], i) => {
    const h = hashOf(`${theme}|${week}`);
    const leaderboard = Array.from({ length: 10 }, (_, k) => ({
      place: k + 1,
      player: `demo-${(hashOf(`${theme}|${week}|${k}`) % 90000) + 10000}`,
      points: Math.round((10 - k) * 1000 + (h % 997) / (k + 1)),
    }));
    return {
      id: `${theme.replace('_', '-')}-${week}`,
      theme,
      section,
      prizePool: 1000 * (2 + (h % 9)) * (i + 1),
      currency: 'EUR',
      endsAt,
      leaderboard,
    };
  });
}

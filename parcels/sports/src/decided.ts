/**
 * Is a live market already decided by the score? Such a market can only be settled, never bet:
 * the feed blocks it for good, and the pages leave it out instead of showing a lock forever.
 * Type ids are the feed's (server/feed/market-types.ts); set sports count sets in the same score,
 * so the same rules hold for their totals.
 */
export interface DecidableMarket {
  typeId: number;
  line: number | null;
  name: string;
}

const CORRECT_SCORE = /(\d+)\s*:\s*(\d+)\s*$/;

export function isDecided(m: DecidableMarket, score: readonly [number, number]): boolean {
  const [h, a] = score;
  const l = m.line;
  switch (m.typeId) {
    case 11: // total over / under
    case 12:
      return l !== null && h + a > l;
    case 15: // home team total over / under
    case 16:
      return l !== null && h > l;
    case 17: // away team total over / under
    case 18:
      return l !== null && a > l;
    case 19: // both teams to score: yes / no
    case 20:
      return h > 0 && a > 0;
    case 21: {
      // correct score h:a: gone once either side has more
      const s = CORRECT_SCORE.exec(m.name);
      return s !== null && (h > Number(s[1]) || a > Number(s[2]));
    }
    case 22: // any other score: won once a side passes the table's maximum
      return l !== null && (h > l || a > l);
    default:
      return false;
  }
}

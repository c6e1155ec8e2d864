// The conventional UK fractional ladder. Kept in its traditional spelling (4/6, 6/4,
// 100/30, 85/40 are not reduced) because that is what players expect to read.
const LADDER_TEXT =
  '1/100 1/50 1/33 1/25 1/20 1/16 1/14 1/12 1/10 1/9 1/8 2/15 1/7 2/13 1/6 2/11 1/5 2/9 1/4 ' +
  '2/7 3/10 1/3 4/11 3/8 2/5 4/9 9/20 1/2 8/15 4/7 8/13 5/8 4/6 8/11 4/5 5/6 10/11 1/1 ' +
  '21/20 11/10 6/5 5/4 11/8 7/5 6/4 8/5 13/8 7/4 9/5 15/8 2/1 85/40 9/4 12/5 5/2 13/5 11/4 14/5 3/1 100/30 ' +
  '7/2 4/1 9/2 5/1 11/2 6/1 13/2 7/1 15/2 8/1 17/2 9/1 10/1 11/1 12/1 14/1 16/1 18/1 20/1 ' +
  '22/1 25/1 28/1 33/1 40/1 50/1 66/1 80/1 100/1 125/1 150/1 200/1 250/1 300/1 400/1 500/1 ' +
  '750/1 1000/1';

/**
 * Denominators players read as traditional, in the order tried when a price falls between
 * ladder entries: the simplest fraction within half a cent (never 1199/500).
 */
export const TRADITIONAL_DENOMINATORS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 20, 25, 30, 33, 40, 50, 100] as const;

export interface LadderEntry {
  num: number;
  den: number;
}

export function fractionalLadder(): LadderEntry[] {
  return LADDER_TEXT.split(' ').map((t) => {
    const [num, den] = t.split('/').map(Number);
    return { num: num!, den: den! };
  });
}

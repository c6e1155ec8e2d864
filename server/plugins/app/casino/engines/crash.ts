// Crash with an automatic cash-out: the round's multiplier climbs from 1.00x and crashes at the
// fair draw's crash point (P(point >= c) = 0.99 / c); a cash-out at C (1.01x to 1000x) wins C
// times the stake when the point reaches it: RTP 99% for every C.
import { CRASH_HOUSE_EDGE_PERCENT } from '@site/api/contracts';

export function playCrash(crashPointHundredths: number, cashOutHundredths: number, stakeMinor: number) {
  const win = crashPointHundredths >= cashOutHundredths;
  return { winMinor: win ? Math.floor((stakeMinor * cashOutHundredths) / 100) : 0, multiplier: win ? cashOutHundredths / 100 : 0 };
}

export const crashRtp = (): number => 100 - CRASH_HOUSE_EDGE_PERCENT;

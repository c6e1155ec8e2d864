// Dice: the roll is 0.00 to 99.99 (the fair draw, in hundredths); a target T (2.00 to 95.00)
// wins when the roll is under it and pays (100 - 1) / T times the stake: RTP 99% for every T.
import { DICE_HOUSE_EDGE_PERCENT } from '@site/api/contracts';

/** The payout multiplier of a target in hundredths, in ten-thousandths (floor). */
export function diceMultiplier(targetHundredths: number): number {
  return Math.floor(((100 - DICE_HOUSE_EDGE_PERCENT) * 1_000_000) / targetHundredths);
}

export function playDice(rollHundredths: number, targetHundredths: number, stakeMinor: number) {
  const win = rollHundredths < targetHundredths;
  const m = diceMultiplier(targetHundredths);
  return { winMinor: win ? Math.floor((stakeMinor * m) / 10_000) : 0, multiplier: win ? m / 10_000 : 0 };
}

export const diceRtp = (): number => 100 - DICE_HOUSE_EDGE_PERCENT;

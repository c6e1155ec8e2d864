import { T, type MarketTypeId } from './market-types';
import { sportById } from './sports';
import type { FinalState, Market, Outcome } from './types';

export type SettleableMarket = Pick<Market, 'typeId' | 'line' | 'exactScore' | 'sportId'>;

const yes = (b: boolean): Outcome => (b ? 'win' : 'lose');

/** Over a line: a push on a whole line is void (the stake comes back). */
function over(value: number, line: number): Outcome {
  return value > line ? 'win' : value === line ? 'void' : 'lose';
}

function under(value: number, line: number): Outcome {
  return value < line ? 'win' : value === line ? 'void' : 'lose';
}

/**
 * The outcome of one market from the final state alone. Pure, so the feed's game-end
 * results, manual settlement and tests all agree by construction.
 */
export function settleMarket(market: SettleableMarket, final: FinalState): Outcome {
  const [h, a] = final.score;
  const line = market.line ?? 0;
  switch (market.typeId as MarketTypeId) {
    case T.home:
      return yes(h > a);
    case T.draw:
      return yes(h === a);
    case T.away:
      return yes(a > h);
    case T.homeOrDraw:
      return yes(h >= a);
    case T.homeOrAway:
      return yes(h !== a);
    case T.drawOrAway:
      return yes(a >= h);
    case T.winnerHome:
      return h === a ? 'void' : yes(h > a);
    case T.winnerAway:
      return h === a ? 'void' : yes(a > h);
    case T.totalOver:
      return over(h + a, line);
    case T.totalUnder:
      return under(h + a, line);
    case T.handicapHome:
      return over(h + line, a);
    case T.handicapAway:
      return over(a + line, h);
    case T.homeTotalOver:
      return over(h, line);
    case T.homeTotalUnder:
      return under(h, line);
    case T.awayTotalOver:
      return over(a, line);
    case T.awayTotalUnder:
      return under(a, line);
    case T.bothScoreYes:
      return yes(h > 0 && a > 0);
    case T.bothScoreNo:
      return yes(!(h > 0 && a > 0));
    case T.correctScore:
      return yes(market.exactScore !== null && market.exactScore[0] === h && market.exactScore[1] === a);
    case T.correctScoreOther:
      return yes(h > line || a > line);
    case T.map1TotalOver:
    case T.map1TotalUnder: {
      const total = final.map1Total;
      if (total === undefined || total === null) throw new Error(`Market type ${market.typeId} needs the first map's total`);
      return market.typeId === T.map1TotalOver ? over(total, line) : under(total, line);
    }
    case T.distanceYes:
    case T.distanceNo:
    case T.roundsOver:
    case T.roundsUnder: {
      const model = sportById(market.sportId).model;
      if (model.type !== 'fight') throw new Error(`Market type ${market.typeId} needs a fight sport`);
      const roundSec = model.roundMs / 1000;
      const distance = final.clock >= model.rounds * roundSec;
      if (market.typeId === T.distanceYes) return yes(distance);
      if (market.typeId === T.distanceNo) return yes(!distance);
      // Half-round lines: "over 1.5 rounds" means the fight lasted past the middle of round 2.
      const lasted = final.clock > line * roundSec;
      return yes(market.typeId === T.roundsOver ? lasted : !lasted);
    }
  }
  throw new Error(`Cannot settle market type ${market.typeId}`);
}

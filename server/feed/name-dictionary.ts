import { marketName, ROUNDS } from './market-names';
import { MARKET_TYPES, type MarketTypeId } from './market-types';
import { cityNames, demoLabel, esportsTeamNames, marbleNames, playerNames } from './names';
import { SPORTS } from './sports';
import type { LocalizedName, Score } from './types';

// Every name the demo feed gives, found by its English text: for rows written before the feed
// named things in all six languages (migration 0023 fills their new columns from it).

/** Sport, champ (with its demo label) and opponent names by their English text. */
export function namesByEnglish(): Map<string, LocalizedName> {
  const names: LocalizedName[] = [...cityNames(), ...playerNames(), ...esportsTeamNames(), ...marbleNames()];
  for (const sport of SPORTS) names.push(sport.name, ...sport.champs.map(demoLabel));
  return new Map(names.map((n) => [n.en, n]));
}

/** What a market's name may count: nothing (goals), a set sport's unit, rounds or a map statistic. */
function units(): (LocalizedName | null)[] {
  const found: (LocalizedName | null)[] = [null, ROUNDS];
  for (const { model } of SPORTS) {
    if (model.type !== 'sets') continue;
    found.push(model.unit);
    if (model.mapStat) found.push(model.mapStat.unit);
  }
  return found;
}

/** The market's name rebuilt from its type, line and score, when its English text is `en`; else null. */
export function marketNameByEnglish(en: string, typeId: number, line: number | null, exactScore: Score | null): LocalizedName | null {
  if (!(typeId in MARKET_TYPES)) return null;
  // a name counts one thing at most: the set unit of a total or the statistic of a map-1 total
  for (const unit of units()) {
    const name = marketName(typeId as MarketTypeId, line, exactScore, unit, unit);
    if (name.en === en) return name;
  }
  return null;
}

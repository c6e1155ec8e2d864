/** The match minute a live game is in: whole minutes since kick-off, the first minute being 1 (the feed's live time). */
export function matchMinute(startTime: number, now: number): number {
  return Math.max(1, Math.floor((now - startTime) / 60_000) + 1);
}

/** Day keys of a time in the player's zone ("25/11/2026"): equal keys, same calendar day. */
export type DayKeyOf = (time: number) => string;

export type DayLabel = 'today' | 'tomorrow' | null;

export interface DayGroup<T> {
  day: string;
  /** Today or tomorrow: said in words; else the date. */
  label: DayLabel;
  items: T[];
}

/** Items by calendar day in the given order (the line sorts by start), with today and tomorrow named. */
export function groupByDay<T>(items: readonly T[], startOf: (item: T) => number, now: number, dayOf: DayKeyOf): DayGroup<T>[] {
  const today = dayOf(now);
  // the next calendar day: a day after noon today is tomorrow whatever the DST shift
  const tomorrow = dayOf(startOfDayAfter(now, dayOf));
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = dayOf(startOf(item));
    let g = groups.find((x) => x.day === day);
    if (!g) {
      g = { day, label: day === today ? 'today' : day === tomorrow ? 'tomorrow' : null, items: [] };
      groups.push(g);
    }
    g.items.push(item);
  }
  return groups;
}

function startOfDayAfter(now: number, dayOf: DayKeyOf): number {
  const today = dayOf(now);
  let t = now + 12 * 3_600_000;
  while (dayOf(t) === today) t += 3_600_000;
  return t;
}

// Values of the line API the browser uses (TypeBox-free; the schemas are in line.ts).

/** Spec 2 §3: 0 all, 1 upcoming events, 2 first period, 3 second period, 6 recommended. */
export const TIME_FILTERS = [0, 1, 2, 3, 6] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];

/** The feed's cricket: the line's sport that the cricket section of spec 1 (outside production only) shows. */
export const CRICKET_SPORT_ID = 19;

/** The feed's marble racing: the virtual sport the `live/marble` page of spec 1 shows. */
export const MARBLE_SPORT_ID = 20;

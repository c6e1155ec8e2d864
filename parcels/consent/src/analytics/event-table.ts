// The one mapping from what the page tells analytics to the numeric event ids of spec 2 §7
// (the ids themselves are @site/api's ANALYTICS_EVENT_IDS). Only the params named here are ever
// sent, and none of them is personal data (spec 2 §3).
import { ANALYTICS_EVENT_IDS, isPersonalField, REGISTRATION_STEP_FIRST, REGISTRATION_STEP_LAST } from '@site/api';
import type { AnalyticsRequest } from '@site/bus';

export type EventParams = Record<string, string | number | boolean>;
export type Mapped = { ok: true; id: number; params: EventParams } | { ok: false; error: string };

const lookup = <T extends Record<string | number, number>>(table: T, key: string | number): number | undefined =>
  Object.prototype.hasOwnProperty.call(table, key) ? (table as Record<string | number, number>)[key] : undefined;

/** A page view: the route's name and the path, never the query (it may carry anything). */
export function pageViewEvent(path: string, route: string | null): Mapped {
  return {
    ok: true,
    id: ANALYTICS_EVENT_IDS.pageView,
    params: clean({ route: route ?? 'not-found', path: path.split(/[?#]/)[0]?.slice(0, 200) ?? '/' }),
  };
}

/**
 * A request's id and params; spec 2 §8: an unknown registration type, social network or bonus
 * id is an error (logged by the caller), not an event.
 */
export function mapRequest(request: AnalyticsRequest): Mapped[] {
  switch (request.kind) {
    case 'registration_step': {
      const id = REGISTRATION_STEP_FIRST + request.step - 1;
      if (id < REGISTRATION_STEP_FIRST || id > REGISTRATION_STEP_LAST)
        return [{ ok: false, error: `unknown registration step ${request.step}` }];
      return [{ ok: true, id, params: {} }];
    }
    case 'registration': {
      const out: Mapped[] = [];
      const type = lookup(ANALYTICS_EVENT_IDS.registrationType, request.regType);
      out.push(
        type === undefined ? { ok: false, error: `unknown registration type ${request.regType}` } : { ok: true, id: type, params: {} },
      );
      if (request.bonusChoice !== undefined) {
        const bonus = lookup(ANALYTICS_EVENT_IDS.bonus, request.bonusChoice);
        out.push(
          bonus === undefined ? { ok: false, error: `unknown bonus id ${request.bonusChoice}` } : { ok: true, id: bonus, params: {} },
        );
      }
      if (request.social !== undefined) {
        const social = lookup(ANALYTICS_EVENT_IDS.social, request.social);
        out.push(
          social === undefined ? { ok: false, error: `unknown social network ${request.social}` } : { ok: true, id: social, params: {} },
        );
      }
      return out;
    }
    case 'deposit':
      return [{ ok: true, id: ANALYTICS_EVENT_IDS.depositCall, params: {} }];
    case 'bet_placed':
      return [
        { ok: true, id: ANALYTICS_EVENT_IDS.betPlaced, params: request.couponType === undefined ? {} : { couponType: request.couponType } },
      ];
  }
}

/** The last guard: a param that names personal data never leaves the page. */
export function clean(params: EventParams): EventParams {
  return Object.fromEntries(Object.entries(params).filter(([k]) => !isPersonalField(k)));
}

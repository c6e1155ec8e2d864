// Cookie consent and analytics (issue 16; spec 2 §4, §7). The consent store publishes the
// player's choice; the analytics module hears it, the pages shown and the business events.
import { type CookieAgreeType, isRecord } from '@site/api';
import { BusEvent } from '../event';

/** The player agreed to cookies (the modal or the office): what the page may now keep and load. */
export class ConsentChanged extends BusEvent<{ type: CookieAgreeType }> {
  static readonly type = 'consent/changed';
}

/** The shell showed a page (the first one and every navigation): a page view for analytics. */
export class PageViewed extends BusEvent<{ path: string; route: string | null }> {
  static readonly type = 'analytics/page-viewed';
}

/**
 * Something analytics counts (spec 2 §7): a registration step (1-13), a registration with its
 * type, bonus choice and social network, the deposit call, a bet placed. Names, never personal
 * data; the analytics module maps them to the numeric ids and logs unknown ones as errors.
 */
export type AnalyticsRequest =
  | { kind: 'registration_step'; step: number }
  | { kind: 'registration'; regType: string; bonusChoice?: number; social?: string }
  | { kind: 'deposit' }
  | { kind: 'bet_placed'; couponType?: number };

const shortString = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 40;
const smallInt = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 1000;

export class AnalyticsRequested extends BusEvent<AnalyticsRequest> {
  static readonly type = 'analytics/requested';
  /** Remote front-ends (a cashier, a registration page of another team) count their steps too. */
  static parse(p: unknown): AnalyticsRequest {
    if (!isRecord(p)) throw new Error('payload must be an object');
    switch (p.kind) {
      case 'registration_step':
        if (!smallInt(p.step)) throw new Error('step must be a small whole number');
        return { kind: 'registration_step', step: p.step };
      case 'registration': {
        if (!shortString(p.regType)) throw new Error('regType must be a short string');
        const out: AnalyticsRequest = { kind: 'registration', regType: p.regType };
        if (p.bonusChoice !== undefined) {
          if (!smallInt(p.bonusChoice)) throw new Error('bonusChoice must be a small whole number');
          out.bonusChoice = p.bonusChoice;
        }
        if (p.social !== undefined) {
          if (!shortString(p.social)) throw new Error('social must be a short string');
          out.social = p.social;
        }
        return out;
      }
      case 'deposit':
        return { kind: 'deposit' };
      case 'bet_placed':
        if (p.couponType !== undefined && !smallInt(p.couponType)) throw new Error('couponType must be a small whole number');
        return p.couponType === undefined ? { kind: 'bet_placed' } : { kind: 'bet_placed', couponType: p.couponType };
      default:
        throw new Error('kind must be registration_step, registration, deposit or bet_placed');
    }
  }
}

import { type Violation, violationMessage } from '@site/betting';
import type { ApiErrorItem, ErrorEnvelope } from '@site/api/contracts';
import { errorItem, HttpError } from '../../external/http-error';

const ODDS_MOVED: readonly string[] = ['coef_changed', 'score_changed'];

/**
 * Every broken rule in one envelope: 409 when only odds or the score moved, else 422 (the HTTP contract).
 * Each item is `coupon.<rule>` with the values its message needs (@site/betting
 * violationMessage, the same mapping the coupon store uses), so the player reads the same words
 * whichever side refused.
 */
export class CouponRejected extends HttpError {
  readonly items: ApiErrorItem[];

  constructor(
    readonly violations: readonly Violation[],
    currencyIso: string,
    private readonly more: Omit<ErrorEnvelope, 'errors'> = {},
  ) {
    const onlyOdds = violations.every((v) => ODDS_MOVED.includes(v.code));
    const status = onlyOdds ? 409 : 422;
    // With odds moves among other faults the 422 is what the player must fix first.
    const shown = onlyOdds ? violations : violations.filter((v) => v.code !== 'coef_changed');
    const items = shown.map((v) => {
      const { code, values } = violationMessage(v, currencyIso);
      return errorItem(status, code, v.detail, { pointer: v.pointer, meta: values });
    });
    const first = items[0]!;
    super(status, first.code as `coupon.${Violation['code']}`, first.detail);
    this.items = items;
  }

  override toEnvelope(): ErrorEnvelope {
    return { errors: this.items, ...this.more };
  }
}

/** A rule the server adds on top of the engine (same shape, codes of its own). */
export function serverViolation(code: string, detail: string, pointer?: string, extra: Partial<Violation> = {}): Violation {
  return { code: code as Violation['code'], detail, ...(pointer !== undefined && { pointer }), ...extra };
}

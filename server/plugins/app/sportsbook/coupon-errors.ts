import type { Violation } from '@site/betting';
import { HttpError } from '../../external/http-error';

/** Every broken rule in one envelope: 409 when only odds moved, else 422 (API.md). */
export class CouponRejected extends HttpError {
  constructor(
    readonly violations: readonly Violation[],
    extra: Record<string, unknown> = {},
  ) {
    const onlyOdds = violations.every((v) => v.code === 'coef_changed' || v.code === 'score_changed' as string);
    const status = onlyOdds ? 409 : 422;
    // With odds moves among other faults the 422 is what the player must fix first.
    const shown = onlyOdds ? violations : violations.filter((v) => v.code !== 'coef_changed');
    const first = shown[0]!;
    super(status, first.code, first.detail, first.pointer, {
      errors: shown.map((v) => ({ status: String(status), code: v.code, detail: v.detail, ...(v.pointer !== undefined && { source: { pointer: v.pointer } }) })),
      ...extra,
    });
  }
}

/** A rule the server adds on top of the engine (same shape, codes of its own). */
export function serverViolation(code: string, detail: string, pointer?: string, extra: Partial<Violation> = {}): Violation {
  return { code: code as Violation['code'], detail, ...(pointer !== undefined && { pointer }), ...extra };
}

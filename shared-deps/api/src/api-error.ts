import type { ApiErrorItem } from './contracts/errors';

export type { ApiErrorItem };

/** Spec 2 §8: normalised result statuses: close (499) for a cancelled call, network error, error. */
export type ApiErrorKind = 'http' | 'network' | 'cancel' | 'parse';

/** One error type for every failed call: HTTP errors, network errors and cancellations. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    /** HTTP status; 499 for a cancel, 0 for a network error. */
    readonly status: number,
    message: string,
    readonly items: ApiErrorItem[] = [],
    readonly body: unknown = undefined,
    /** Seconds to wait before asking again, when the server said (a 429's Retry-After). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isCancel(): boolean {
    return this.kind === 'cancel';
  }

  /** The code of the first error item, e.g. 'request.invalid' or 'coupon.min_amount'. */
  get code(): string | undefined {
    return this.items[0]?.code;
  }
}

function isItem(x: unknown): x is ApiErrorItem {
  return typeof x === 'object' && x !== null && typeof (x as ApiErrorItem).detail === 'string';
}

/** The delay of a Retry-After header given in seconds (the date form is not used by this API). */
export function retryAfterSeconds(header: string | null | undefined): number | null {
  const value = header?.trim() ?? '';
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** Builds the ApiError for a non-2xx answer; JSON-API `detail`s are joined into the message. */
export function errorFromResponse(status: number, body: unknown, retryAfter: number | null = null): ApiError {
  const raw = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  const items = Array.isArray(raw) ? raw.filter(isItem) : [];
  const message = items.length > 0 ? items.map((i) => i.detail).join('; ') : `Request failed with status ${status}`;
  return new ApiError('http', status, message, items, body, retryAfter);
}

import type { ApiErrorItem, CatalogueCode, ErrorEnvelope, ErrorMeta, ServerErrorCode } from '@site/api/contracts';
import type { MessageValues } from '@site/api';

/** The values a code's message needs: exactly the catalogue's keys; any of the coupon rule values for `coupon.<rule>`. */
export type MetaOf<C extends ServerErrorCode> = C extends CatalogueCode ? ErrorMeta<C> : MessageValues;

type NeedsMeta<C extends ServerErrorCode> = C extends CatalogueCode ? (keyof ErrorMeta<C> extends never ? false : true) : false;

export interface HttpErrorOptions<C extends ServerErrorCode> {
  /** The field at fault (JSON pointer), for source.pointer. */
  pointer?: string;
  meta?: MetaOf<C>;
  /** More top-level fields of the envelope (exception_code, coefs...). */
  extra?: Omit<ErrorEnvelope, 'errors'>;
  headers?: Record<string, string>;
}

/**
 * A refusal the error handler turns into the envelope: a catalogued code (the compiler refuses
 * any other), the values its message needs, and a detail for the logs.
 */
export class HttpError<C extends ServerErrorCode = ServerErrorCode> extends Error {
  readonly pointer: string | undefined;
  readonly meta: MetaOf<C> | undefined;
  readonly extra: Omit<ErrorEnvelope, 'errors'> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: C,
    detail: string,
    ...[options]: NeedsMeta<C> extends true ? [options: HttpErrorOptions<C> & { meta: MetaOf<C> }] : [options?: HttpErrorOptions<C>]
  ) {
    super(detail);
    this.pointer = options?.pointer;
    this.meta = options?.meta;
    this.extra = options?.extra;
    this.headers = options?.headers;
  }

  /** The envelope of this refusal (`extra` may carry the whole list of items). */
  toEnvelope(): ErrorEnvelope {
    return { ...envelope(this.statusCode, this.code, this.message, { pointer: this.pointer, meta: this.meta }), ...this.extra };
  }
}

/** What a 5xx says: never its internals. */
export const INTERNAL_DETAIL = 'Something went wrong on our side. Please try again.';

/** The error envelope of the HTTP contract with one item. */
export function envelope(
  statusCode: number,
  code: ServerErrorCode,
  detail: string,
  opts: { pointer?: string | undefined; meta?: MessageValues | undefined } = {},
): ErrorEnvelope {
  return { errors: [errorItem(statusCode, code, detail, opts)] };
}

export function errorItem(
  statusCode: number,
  code: ServerErrorCode,
  detail: string,
  opts: { pointer?: string | undefined; meta?: MessageValues | undefined } = {},
): ApiErrorItem {
  const item: ApiErrorItem = { status: String(statusCode), code, detail };
  if (opts.pointer !== undefined) item.source = { pointer: opts.pointer };
  if (opts.meta !== undefined && Object.keys(opts.meta).length > 0) item.meta = opts.meta;
  return item;
}

// The error envelope of API.md: {"errors":[{status, code, detail, source?}]}.
export interface ApiErrorItem {
  status: string;
  code: string;
  detail: string;
  source?: { pointer: string };
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    detail: string,
    readonly pointer?: string,
    readonly extra?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
  }
}

export function envelope(statusCode: number, code: string, detail: string, pointer?: string) {
  const item: ApiErrorItem = { status: String(statusCode), code, detail };
  if (pointer !== undefined) item.source = { pointer };
  return { errors: [item] };
}

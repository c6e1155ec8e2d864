import { ApiError, errorFromResponse, retryAfterSeconds } from './api-error';

export interface RetryPolicy {
  /** Retries after the first attempt. */
  count: number;
  delayMs: number;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  retry?: RetryPolicy;
  headers?: Record<string, string>;
  /** Parse the answer as text instead of JSON. */
  text?: boolean;
}

export interface ApiClientOptions {
  /** Base paths by API, from config (spec 1 §7: /web-api from the environment). */
  basePaths?: Partial<Record<'web' | 'bff', string>>;
  origin?: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The HTTP client every parcel uses. Network errors and 5xx are retried when asked; 4xx never. */
export class ApiClient {
  private readonly fetchFn: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly httpErrorListeners = new Set<(error: ApiError) => void>();
  readonly basePaths: Record<'web' | 'bff', string>;

  constructor(private readonly options: ApiClientOptions = {}) {
    this.fetchFn = options.fetch ?? ((...args) => fetch(...args));
    this.sleep = options.sleep ?? defaultSleep;
    this.basePaths = { web: '/web-api', bff: '/bff-api', ...options.basePaths };
  }

  url(path: string, query?: RequestOptions['query']): string {
    const base = path.startsWith('web:') ? this.basePaths.web + path.slice(4) : path.startsWith('bff:') ? this.basePaths.bff + path.slice(4) : path;
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) qs.set(k, String(v));
    const s = qs.toString();
    return (this.options.origin ?? '') + base + (s ? `?${s}` : '');
  }

  /**
   * Hears every non-2xx answer of every call, once per answer, before the caller's catch (the
   * shell's one hook: a 451 with exception_code 1 forces confirm-terms, spec 2 §8).
   */
  onHttpError(listener: (error: ApiError) => void): () => void {
    this.httpErrorListeners.add(listener);
    return () => this.httpErrorListeners.delete(listener);
  }

  get<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    return this.request<T>('GET', path, opts);
  }
  post<T>(path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
    return this.request<T>('POST', path, { ...opts, body });
  }
  put<T>(path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
    return this.request<T>('PUT', path, { ...opts, body });
  }
  delete<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    return this.request<T>('DELETE', path, opts);
  }

  async request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
    const retry = opts.retry ?? { count: 0, delayMs: 0 };
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.once<T>(method, path, opts);
      } catch (error) {
        const retriable = error instanceof ApiError && (error.kind === 'network' || (error.kind === 'http' && error.status >= 500));
        if (!retriable || attempt >= retry.count || opts.signal?.aborted) throw error;
        await this.sleep(retry.delayMs);
      }
    }
  }

  private async once<T>(method: string, path: string, opts: RequestOptions): Promise<T> {
    const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', ...opts.headers };
    // a FormData body (a file upload) is sent as multipart, its boundary set by fetch
    const form = typeof FormData !== 'undefined' && opts.body instanceof FormData;
    if (opts.body !== undefined && !form) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await this.fetchFn(this.url(path, opts.query), {
        method,
        headers,
        credentials: 'same-origin',
        body: opts.body === undefined ? undefined : form ? (opts.body as FormData) : JSON.stringify(opts.body),
        signal: opts.signal,
      });
    } catch (error) {
      if (opts.signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
        throw new ApiError('cancel', 499, 'Request cancelled');
      }
      throw new ApiError('network', 0, 'Network error: check your connection and try again');
    }
    if (response.status === 204) return undefined as T;
    const raw = await response.text();
    let body: unknown = raw;
    if (!opts.text && raw !== '') {
      try {
        body = JSON.parse(raw);
      } catch {
        if (response.ok) throw new ApiError('parse', response.status, 'The server sent an answer that could not be read');
      }
    }
    // A 429 says how long to wait; the caller shows it (login throttling, the HTTP contract).
    if (!response.ok) {
      const error = errorFromResponse(response.status, body, retryAfterSeconds(response.headers?.get('Retry-After')));
      for (const listener of [...this.httpErrorListeners]) {
        try {
          listener(error);
        } catch {
          // a listener's failure is not the call's
        }
      }
      throw error;
    }
    return body as T;
  }
}

// The auth calls of API.md (register, login, two-step, disconnect). They go through fetch
// directly rather than the shared ApiClient because a 429 carries its wait in the Retry-After
// header, which the login form shows and the client does not pass on.
import { ApiError, type ApiClient, errorFromResponse } from '@site/api';

export type RegType = 'fast_reg' | 'phone_reg' | 'full_reg';
/** Spec 2 §3: 0 decline bonuses, 1 sports bonus, 2 casino bonus. */
export type BonusChoice = 0 | 1 | 2;

export interface RegisterBody {
  type: RegType;
  currency: string;
  countryId: number;
  bonusChoice: BonusChoice;
  email?: string;
  password?: string;
  phone_number?: string;
  country_code?: string;
}
export interface Registered {
  userId: number;
  login: string;
  /** Only for fast_reg: generated, shown once, kept nowhere. */
  password?: string;
}
export interface LoginBody {
  login: string;
  password: string;
  save?: boolean;
}
export type LoginAnswer = { userId: number; twoStep?: undefined } | { twoStep: true; userId?: undefined };

export interface PhoneCountry {
  id: number;
  name: string;
  country_code: string;
  tel_code: string;
}
export interface Currency {
  id: number;
  iso: string;
  symbol: string;
}

/** An ApiError that also knows how long to wait (seconds from Retry-After), when the server said. */
export class AuthError extends ApiError {
  constructor(
    base: ApiError,
    readonly retryAfterSeconds: number | null,
  ) {
    super(base.kind, base.status, base.message, base.items, base.body);
  }
}

function retryAfter(header: string | null): number | null {
  if (header === null || !/^\d{1,9}$/.test(header.trim())) return null;
  return Number(header.trim());
}

export class AuthApi {
  constructor(
    private readonly api: Pick<ApiClient, 'url' | 'get'>,
    private readonly fetchFn: typeof fetch = (...args) => fetch(...args),
  ) {}

  private async post<T>(path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await this.fetchFn(this.api.url(path), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new AuthError(new ApiError('network', 0, 'Network error: check your connection and try again'), null);
    }
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      if (response.ok) throw new AuthError(new ApiError('parse', response.status, 'The server sent an answer that could not be read'), null);
    }
    if (!response.ok) throw new AuthError(errorFromResponse(response.status, parsed), retryAfter(response.headers.get('Retry-After')));
    return parsed as T;
  }

  login(body: LoginBody): Promise<LoginAnswer> {
    return this.post('web:/auth/login', body);
  }
  twoStep(code: string): Promise<{ userId: number }> {
    return this.post('web:/auth/login/two-step', { code });
  }
  register(body: RegisterBody): Promise<Registered> {
    return this.post('web:/auth/register', body);
  }
  disconnect(): Promise<void> {
    return this.post('web:/auth/disconnect');
  }
  phoneCountries(): Promise<PhoneCountry[]> {
    return this.api.get('web:/dicts/phone-countries');
  }
  currencies(): Promise<Currency[]> {
    return this.api.get('web:/dicts/currencies');
  }
}

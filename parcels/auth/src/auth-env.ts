import { createContext, useContext } from 'react';
import { navigateToUrl } from 'single-spa';

/** What the auth pages need from the page around them; tests pass their own. */
export interface AuthEnv {
  navigate(url: string): void;
  /** The route the player was on before the auth page, when known. */
  previous(): string | null;
  search(): string;
  origin(): string;
}

export function browserAuthEnv(previous: () => string | null): AuthEnv {
  return {
    navigate: (url) => navigateToUrl(url),
    previous,
    search: () => window.location.search,
    origin: () => window.location.origin,
  };
}

export const AuthEnvContext = createContext<AuthEnv | null>(null);

export function useAuthEnv(): AuthEnv {
  const env = useContext(AuthEnvContext);
  if (!env) throw new Error('the auth pages need an AuthEnvContext provider');
  return env;
}

import { createContext, useContext } from 'react';
import type { Clock } from '@site/ui';
import type { CasinoApi } from './casino-api';

/** What every casino page shares: the typed calls, the timers' clock, the page language. */
export interface CasinoWorld {
  api: CasinoApi;
  clock: Clock;
  lang: string;
  /** A fresh idempotency key for a round (crypto.randomUUID in the page; tests count). */
  newKey(): string;
}

export const CasinoContext = createContext<CasinoWorld | null>(null);

export function useCasino(): CasinoWorld {
  const world = useContext(CasinoContext);
  if (!world) throw new Error('casino: CasinoContext is missing');
  return world;
}

/** The game page's path in the player's language: `/{lang}` + the catalogue's route. */
export const gameHref = (lang: string, route: string) => `/${lang}${route.startsWith('/') ? route : `/${route}`}`;

import { createContext, useContext } from 'react';
import type { LiveStore } from './live-store';
import type { PageClock } from './page-clock';
import type { SportsPageStore } from './sports-page-store';

/** The stores of one mounted sports application (never shared with another mount). */
export interface SportsStores {
  live: LiveStore;
  page: SportsPageStore;
  lang: string;
  clock: PageClock;
}

export const SportsContext = createContext<SportsStores | null>(null);

export function useSports(): SportsStores {
  const s = useContext(SportsContext);
  if (!s) throw new Error('useSports: no SportsContext above this component');
  return s;
}

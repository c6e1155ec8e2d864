import { createContext, createElement, type ReactNode, useContext } from 'react';
import { getRootStore, type RootStore } from './root-store';

const StoresContext = createContext<RootStore | null>(null);

export function StoresProvider({ store, children }: { store: RootStore; children?: ReactNode }) {
  return createElement(StoresContext.Provider, { value: store }, children);
}

/** The root store of the nearest provider, else the page's one store. */
export function useStores(): RootStore {
  return useContext(StoresContext) ?? getRootStore();
}

export { RootStore, getRootStore, setRootStore, type RootStoreDeps } from './root-store';
export { SettingsStore, CONFIG_RETRY } from './settings-store';
export { UserStore, SESSION_RETRY } from './user-store';
export { StoresProvider, useStores } from './stores-context';

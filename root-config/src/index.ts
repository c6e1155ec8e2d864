export { bootstrapShell, type Shell, type ShellOptions } from './boot';
export { createSlotMounter } from './slots';
export { languageFromPath, pickLanguage } from './language';
export { createShellRouting, type ShellRouting } from './shell-routing';
export { createRemoteLoader, type MountRemote, type RemoteHandle, type MountRemoteOptions } from './remote-loader';
export { MfRegistry } from './mf-registry';
export { MfStatus } from './mf-status';
export { moduleSource, type RemoteSource } from './remote-source';

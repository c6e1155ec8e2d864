export { bootstrapShell, isHomePath, type Shell, type ShellOptions } from './boot';
export { createSlotMounter, type SlotHandle } from './slots';
export { languageFromPath, pickLanguage } from './language';

import { BusEvent } from '../event';

/**
 * The load state of one remote front-end (spec 1 §4 "Remote front-end load state"): not exist
 * -2, error -1, loading 1, ready 2. Written once here because it travels on the bus; the root
 * config's registry owns the transitions.
 */
export const MfStatus = { NotExist: -2, Error: -1, Loading: 1, Ready: 2 } as const;
export type MfStatus = (typeof MfStatus)[keyof typeof MfStatus];

/**
 * A remote front-end or parcel stopped being used and was unmounted (spec 1 §4: the registry
 * announces it). What it left behind, such as its notifications, goes with it.
 */
export class MfUnmounted extends BusEvent<{ name: string }> {
  static readonly type = 'shell/mf-unmounted';
}

/** A remote front-end's load state changed: the loading bar runs while one is loading. */
export class MfStateChanged extends BusEvent<{ name: string; state: MfStatus }> {
  static readonly type = 'shell/mf-state-changed';
}

/** The shell's boot (config, session, first routing) started or ended. */
export class PageLoading extends BusEvent<{ loading: boolean }> {
  static readonly type = 'shell/page-loading';
}

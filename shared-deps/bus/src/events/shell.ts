import { BusEvent } from '../event';

/** A remote front-end or parcel stopped being used and was unmounted (spec 1 §4). */
export class MfUnmounted extends BusEvent<{ name: string }> {
  static readonly type = 'shell/mf-unmounted';
}
export class MfStateChanged extends BusEvent<{ name: string; state: number }> {
  static readonly type = 'shell/mf-state-changed';
}

import { MfStateChanged, MfUnmounted, type BusEvent } from '@site/bus';
import { createEntry, type MfEntry, MfStatus, toNotExist } from './mf-status';

export type MfUseKind = 'view' | 'component';

export interface MfBus {
  publish(event: BusEvent): void;
}

/**
 * Every remote front-end the page knows, with its status and how many views and components
 * use it. When the last user lets go, the entry returns to not exist and announces its
 * unmounting on the bus (spec 1 §4).
 */
export class MfRegistry {
  private readonly entries = new Map<string, MfEntry>();

  constructor(private readonly bus: MfBus) {}

  get(name: string): MfEntry {
    let entry = this.entries.get(name);
    if (!entry) {
      entry = createEntry(name);
      this.entries.set(name, entry);
    }
    return entry;
  }

  /** A snapshot of every entry, for diagnostics and tests. */
  list(): MfEntry[] {
    return [...this.entries.values()].map((e) => ({ ...e }));
  }

  /** Runs one guarded transition and tells the bus when the status changed. */
  transition(name: string, step: (entry: MfEntry) => MfEntry): MfEntry {
    const entry = this.get(name);
    const before = entry.status;
    step(entry);
    if (entry.status !== before) this.bus.publish(new MfStateChanged({ name, state: entry.status }));
    return entry;
  }

  /** Counts one user; the returned function lets go (once, however often it is called). */
  use(name: string, kind: MfUseKind): () => void {
    const entry = this.get(name);
    if (kind === 'view') entry.views++;
    else entry.components++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (kind === 'view') entry.views--;
      else entry.components--;
      if (entry.views + entry.components > 0 || entry.status === MfStatus.NotExist) return;
      this.transition(name, toNotExist);
      this.bus.publish(new MfUnmounted({ name }));
    };
  }
}

/*
 * The load state of one remote front-end (spec 1 §4 "Remote front-end load state"), in
 * single-spa's style: the status is one enum and each transition is one guarded function
 * that refuses, with the unit's name and status in the message, anything the spec does not
 * allow.
 */
import { MfStatus } from '@site/bus';

export { MfStatus };

/** The only transitions spec 1 §4 allows: from -> the statuses it may go to. */
export const allowedTransitions: Readonly<Record<MfStatus, readonly MfStatus[]>> = {
  [MfStatus.NotExist]: [MfStatus.Loading, MfStatus.Ready],
  [MfStatus.Error]: [MfStatus.Loading, MfStatus.NotExist],
  [MfStatus.Loading]: [MfStatus.Error, MfStatus.Ready, MfStatus.NotExist],
  [MfStatus.Ready]: [MfStatus.NotExist],
};

export const statusName = (status: MfStatus): string =>
  ({ [MfStatus.NotExist]: 'NOT_EXIST', [MfStatus.Error]: 'ERROR', [MfStatus.Loading]: 'LOADING', [MfStatus.Ready]: 'READY' })[status];

export function canTransition(from: MfStatus, to: MfStatus): boolean {
  return allowedTransitions[from].includes(to);
}

export interface MfEntry {
  readonly name: string;
  status: MfStatus;
  /** Page regions (applications, layout slots) showing this unit. */
  views: number;
  /** Components of other units that use this one. */
  components: number;
  /** Why the last load failed; cleared when the unit becomes ready. */
  error: unknown;
}

export class MfTransitionError extends Error {
  constructor(
    readonly unit: string,
    readonly from: MfStatus,
    readonly to: MfStatus,
  ) {
    super(`remote front-end "${unit}" cannot go from ${statusName(from)} to ${statusName(to)}`);
    this.name = 'MfTransitionError';
  }
}

export function createEntry(name: string): MfEntry {
  return { name, status: MfStatus.NotExist, views: 0, components: 0, error: null };
}

function move(entry: MfEntry, to: MfStatus): MfEntry {
  if (!canTransition(entry.status, to)) throw new MfTransitionError(entry.name, entry.status, to);
  entry.status = to;
  return entry;
}

/** not exist or error -> loading: a load (or a retry) starts. */
export function toLoading(entry: MfEntry): MfEntry {
  return move(entry, MfStatus.Loading);
}

/** not exist or loading -> ready: loaded and reported ready (not exist: the code was already here). */
export function toReady(entry: MfEntry): MfEntry {
  move(entry, MfStatus.Ready);
  entry.error = null;
  return entry;
}

/** loading -> error: the load failed; the error is kept for the message and the retry. */
export function toError(entry: MfEntry, error: unknown): MfEntry {
  move(entry, MfStatus.Error);
  entry.error = error;
  return entry;
}

/** error, loading or ready -> not exist: nothing uses it any more. */
export function toNotExist(entry: MfEntry): MfEntry {
  move(entry, MfStatus.NotExist);
  entry.error = null;
  return entry;
}

import { MfStatus, statusName } from './mf-status';
import { TimeoutError } from './with-timeout';

/**
 * Why a remote front-end failed, by kind (Grafana's pluginLoadError style), so the log says
 * which unit died in which status and the loader knows what to do about it:
 * - timeout: no answer within the load timeout;
 * - fetch: the unit's own code (or JSON answer) could not be fetched;
 * - chunk: a piece of code the unit needs, other than its entry, could not be fetched. The
 *   page runs code from a deploy whose files are gone, so only a page reload helps;
 * - protocol: a JSON render answer that breaks the protocol;
 * - origin: a front-end URL on an origin the config does not allow;
 * - mount: loaded, but its lifecycles threw.
 */
export type MfLoadErrorKind = 'timeout' | 'fetch' | 'chunk' | 'protocol' | 'origin' | 'mount';

export class MfLoadError extends Error {
  constructor(
    readonly unit: string,
    readonly status: MfStatus,
    readonly kind: MfLoadErrorKind,
    detail: string,
    override readonly cause?: unknown,
  ) {
    super(`remote front-end "${unit}" died in status ${statusName(status)} (${kind}): ${detail}`);
    this.name = 'MfLoadError';
  }
}

const SYSTEMJS_LOAD_FAILURE = /Error loading (\S+)[\s\S]*SystemJS Error#3\b/;

/** The URL a SystemJS "Error loading" (#3) names, if the error is one. */
export function failedScriptUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return SYSTEMJS_LOAD_FAILURE.exec(message)?.[1] ?? null;
}

/** A script other than the unit's own entry failed to load (see `chunk` above). */
export function isChunkLoadError(error: unknown, entryUrl: string | null): boolean {
  const url = failedScriptUrl(error);
  return url !== null && url !== entryUrl;
}

/** Gives any failure of a load a kind; errors the loader made itself keep theirs. */
export function classifyLoadError(unit: string, status: MfStatus, error: unknown, entryUrl: string | null): MfLoadError {
  if (error instanceof MfLoadError) return error;
  if (error instanceof TimeoutError) return new MfLoadError(unit, status, 'timeout', error.message, error);
  const detail = error instanceof Error ? error.message : String(error);
  if (isChunkLoadError(error, entryUrl)) return new MfLoadError(unit, status, 'chunk', detail, error);
  if (failedScriptUrl(error) !== null || error instanceof TypeError) return new MfLoadError(unit, status, 'fetch', detail, error);
  return new MfLoadError(unit, status, 'mount', detail, error);
}

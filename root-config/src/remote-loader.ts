import type { ParcelConfig, ParcelProps } from 'single-spa';
import type { Logger } from '@site/api';
import { getI18n } from '@site/i18n';
import { renderErrorBlock, renderSkeleton } from '@site/ui';
import { type Clock, systemClock } from '@site/ui';
import { classifyLoadError, type MfLoadError } from './load-error';
import type { MfRegistry, MfUseKind } from './mf-registry';
import { canTransition, MfStatus, toError, toLoading, toNotExist, toReady } from './mf-status';
import { moduleSource, type RemoteSource } from './remote-source';
import { MF_LOAD_TIMEOUT_MS, RetryPolicy, type RetryOptions } from './retry-policy';
import type { SystemJS } from './systemjs';
import { withTimeout } from './with-timeout';

export interface MountedParcel {
  mountPromise: Promise<unknown>;
  unmount(): Promise<unknown>;
  update?(props: ParcelProps & Record<string, unknown>): Promise<unknown>;
}

export type MountParcel = (config: ParcelConfig, props: ParcelProps & Record<string, unknown>) => MountedParcel;

export interface RemoteLoaderDeps {
  system: SystemJS;
  registry: MfRegistry;
  mountParcel: MountParcel;
  clock?: Clock;
  t?: (key: string) => string;
  log?: Logger;
  /** A chunk load error (spec 1 §8): reloads the page if the guard allows; true when it does. */
  onChunkError?: (error: MfLoadError) => boolean;
  timeoutMs?: number;
  retry?: RetryOptions;
  doc?: Document;
}

export interface MountRemoteOptions {
  /** A page region (default) or a component used by another unit: counted apart (spec 1 §4). */
  kind?: MfUseKind;
  props?: Record<string, unknown>;
  /** Defaults to the import-map module of that name. */
  source?: RemoteSource;
  /** Draws the placeholder shown while loading (and while a retry runs). */
  skeleton?: (el: HTMLElement) => void;
}

export interface RemoteHandle {
  readonly name: string;
  /** Settles when the first attempt has ended, ready or failed (never rejects). */
  readonly settled: Promise<void>;
  status(): MfStatus;
  update(props: Record<string, unknown>): Promise<void>;
  /** The reload button: throttled to once per second; false when refused. */
  reload(): boolean;
  /** Loads again from scratch (a JSON front-end on a new path). */
  refresh(): Promise<void>;
  unmount(): Promise<void>;
}

const defaultSkeleton = (el: HTMLElement) => void renderSkeleton(el, 1);

/**
 * The remote front-end loader: mounts a unit into an element and keeps whatever goes wrong
 * (timeout, 404, network, syntax error, wrong SRI hash, garbage JSON, a throwing mount) in that
 * element: a skeleton while it loads, then the error block with a reload button, automatic
 * retries (3: after 1, 2 and 4 s) and the unit's status in the registry.
 */
export function createRemoteLoader(deps: RemoteLoaderDeps) {
  const clock = deps.clock ?? systemClock();
  const log = deps.log ?? console;
  const t = deps.t ?? ((key: string) => getI18n().t(key));
  const timeoutMs = deps.timeoutMs ?? MF_LOAD_TIMEOUT_MS;
  const { registry } = deps;
  // One fetch per unit at a time, shared by the views that wait for it.
  const inFlight = new Map<string, Promise<ParcelConfig>>();

  const sharedLoad = (key: string, source: RemoteSource): Promise<ParcelConfig> => {
    const existing = inFlight.get(key);
    if (existing) return existing;
    const pending = source.load();
    inFlight.set(key, pending);
    const clear = () => {
      if (inFlight.get(key) === pending) inFlight.delete(key);
    };
    pending.then(clear, clear);
    return pending;
  };

  const move = (name: string, to: MfStatus, error?: unknown) => {
    if (!canTransition(registry.get(name).status, to)) return;
    const step = { [MfStatus.Loading]: toLoading, [MfStatus.Ready]: toReady, [MfStatus.NotExist]: toNotExist, [MfStatus.Error]: (e: Parameters<typeof toError>[0]) => toError(e, error) }[to];
    registry.transition(name, step);
  };

  return function mountRemote(el: HTMLElement, name: string, options: MountRemoteOptions = {}): RemoteHandle {
    const doc = deps.doc ?? el.ownerDocument;
    const source = options.source ?? moduleSource(deps.system, name);
    const key = source.key ?? name;
    const skeleton = options.skeleton ?? defaultSkeleton;
    const retry = new RetryPolicy(clock, deps.retry);
    const release = registry.use(name, options.kind ?? 'view');
    const host = doc.createElement('div');
    host.setAttribute('data-parcel', name);
    el.replaceChildren(host);

    let props = options.props ?? {};
    let parcel: MountedParcel | null = null;
    let target: HTMLElement | null = null;
    let closed = false;
    let seq = 0;
    let timer: unknown = null;

    const mark = (state: 'loading' | 'ready' | 'error') => host.setAttribute('data-mf-status', state);

    // The parcel's updates, one after another; single-spa refuses (throws) an update or an
    // unmount while the parcel is still mounting or updating (its errors #6 and #32).
    let updates: Promise<void> = Promise.resolve();

    const dropParcel = async () => {
      const p = parcel;
      parcel = null;
      target = null;
      if (!p) return;
      await updates;
      try {
        await p.unmount();
      } catch (e) {
        log.error(`remote front-end "${name}" failed to unmount`, e);
      }
    };

    const showError = (error: MfLoadError, nextRetryMs: number | null) => {
      mark('error');
      host.setAttribute('data-mf-error-kind', error.kind);
      host.setAttribute('data-mf-retries', String(retry.attempts));
      if (nextRetryMs === null) host.removeAttribute('data-mf-next-retry-ms');
      else host.setAttribute('data-mf-next-retry-ms', String(nextRetryMs));
      renderErrorBlock(host, { title: t('mf_error_title'), reloadLabel: t('mf_error_reload'), onReload: () => void handle.reload() });
    };

    const attempt = async (fresh: boolean, restart = false): Promise<void> => {
      const mine = ++seq;
      const stale = () => closed || mine !== seq;
      if (timer !== null) {
        clock.clearTimeout(timer);
        timer = null;
      }
      await dropParcel();
      if (stale()) return;
      if (fresh) {
        // A load still on the wire (it timed out, it did not fail) is joined, not thrown away:
        // deleting a module SystemJS is still evaluating would only start the same work again.
        if (restart || !inFlight.has(key)) {
          source.forget();
          inFlight.delete(key);
        }
        // Whatever was shown is gone: ready -> not exist, then it loads again.
        if (registry.get(name).status === MfStatus.Ready) move(name, MfStatus.NotExist);
      }
      const status = registry.get(name).status;
      // Code already in the page goes straight to ready (not exist -> ready); else it loads.
      const quick = status === MfStatus.Ready || (status === MfStatus.NotExist && source.isLoaded());
      if (!quick) {
        move(name, MfStatus.Loading);
        mark('loading');
        skeleton(host);
      }
      try {
        const config = await withTimeout(sharedLoad(key, source), timeoutMs, clock);
        if (stale()) return;
        const el = doc.createElement('div');
        host.replaceChildren(el);
        target = el;
        const mounted = deps.mountParcel(config, { domElement: el, ...props });
        parcel = mounted;
        // A view loads, then reports ready (spec 2 §4): ready means mounted.
        await mounted.mountPromise;
        if (stale()) return;
        move(name, MfStatus.Ready);
        retry.onReady();
        mark('ready');
        host.removeAttribute('data-mf-error-kind');
        host.removeAttribute('data-mf-next-retry-ms');
        host.setAttribute('data-mf-retries', '0');
      } catch (raw) {
        if (stale()) return;
        parcel = null;
        const error = classifyLoadError(name, registry.get(name).status, raw, source.entryUrl());
        log.error(error.message, error.cause ?? raw);
        if (error.kind === 'chunk' && deps.onChunkError?.(error)) return;
        // Code that was already here and still failed (a throwing mount): it was loading after all.
        if (registry.get(name).status === MfStatus.NotExist) move(name, MfStatus.Loading);
        move(name, MfStatus.Error, error);
        const delay = retry.onError();
        showError(error, delay);
        if (delay !== null) {
          timer = clock.setTimeout(() => {
            timer = null;
            void attempt(true);
          }, delay);
          // A load that only timed out may still arrive: then the retry need not wait for its turn.
          const late = error.kind === 'timeout' ? inFlight.get(key) : undefined;
          late?.then(
            () => {
              if (stale() || timer === null) return;
              clock.clearTimeout(timer);
              timer = null;
              // it is in SystemJS now: take it from there, do not delete and fetch it again
              void attempt(false);
            },
            () => undefined,
          );
        }
      }
    };

    const handle: RemoteHandle = {
      name,
      settled: Promise.resolve(),
      status: () => registry.get(name).status,
      update(next) {
        props = { ...props, ...next };
        const p = parcel;
        if (!p?.update) return Promise.resolve();
        // after the mount and any earlier update; a parcel replaced or dropped meanwhile is left alone
        const run = updates.then(async () => {
          await p.mountPromise.catch(() => undefined);
          if (parcel !== p || !target) return;
          await p.update?.({ domElement: target, ...props });
        });
        updates = run.catch((e: unknown) => log.error(`remote front-end "${name}" failed to update`, e));
        return updates;
      },
      reload() {
        if (closed || !retry.tryManualReload()) return false;
        // Asked for by the visitor: start over, even if an earlier request is still hanging.
        void attempt(true, true);
        return true;
      },
      refresh: () => (closed ? Promise.resolve() : attempt(true, true)),
      async unmount() {
        if (closed) return;
        closed = true;
        seq++;
        if (timer !== null) clock.clearTimeout(timer);
        timer = null;
        await dropParcel();
        release();
        host.remove();
      },
    };
    (handle as { settled: Promise<void> }).settled = attempt(false);
    return handle;
  };
}

export type MountRemote = ReturnType<typeof createRemoteLoader>;

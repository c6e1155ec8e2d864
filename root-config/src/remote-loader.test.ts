/** @jest-environment jsdom */
import type { ParcelConfig, ParcelConfigObject } from 'single-spa';
import { type BusEvent, MfUnmounted } from '@site/bus';
import { FakeClock } from '@site/ui/testing';
import { MfRegistry } from './mf-registry';
import { MfStatus } from './mf-status';
import { createRemoteLoader, type MountParcel } from './remote-loader';
import { createSlotMounter } from './slots';
import type { SystemJS } from './systemjs';

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

const lifecycles = (text: string): ParcelConfig => ({
  bootstrap: async () => undefined,
  mount: async (props) => {
    (props as unknown as { domElement: HTMLElement }).domElement.textContent = text;
  },
  unmount: async () => undefined,
});

/** A SystemJS whose answers the test decides, one import at a time. */
function fakeSystem() {
  const pending: Array<{ resolve(v: ParcelConfig): void; reject(e: unknown): void }> = [];
  const loaded = new Set<string>();
  const calls: string[] = [];
  const system: SystemJS = {
    import: <T,>(id: string) => {
      calls.push(`import ${id}`);
      if (loaded.has(id)) return Promise.resolve(lifecycles(`mounted ${id}`) as T);
      return new Promise<T>((resolve, reject) => pending.push({ resolve: (v) => { loaded.add(id); resolve(v as T); }, reject }));
    },
    resolve: (id) => `http://site/assets/${id.replace('@site/', '')}.js`,
    delete: (url) => {
      calls.push(`delete ${url}`);
      return true;
    },
    // like SystemJS: `has` from the first request on, `get` only once the module has run
    has: (url) => calls.some((c) => c.startsWith('import') && url.endsWith(`${c.slice(13)}.js`)),
    get: (url) => ([...loaded].some((id) => url.endsWith(`${id.replace('@site/', '')}.js`)) ? {} : undefined),
    entries: () => [],
  };
  return { system, pending, calls, loaded };
}

const mountParcel: MountParcel = (config, props) => {
  const mountPromise = (async () => {
    const c = config as ParcelConfigObject;
    await (c.bootstrap as (p: unknown) => Promise<void>)(props);
    await (c.mount as (p: unknown) => Promise<void>)(props);
  })();
  return { mountPromise, unmount: async () => ((config as ParcelConfigObject).unmount as (p: unknown) => Promise<void>)(props) };
};

function setup(options: { onChunkError?: () => boolean } = {}) {
  const clock = new FakeClock();
  const events: BusEvent[] = [];
  const registry = new MfRegistry({ publish: (e) => events.push(e) });
  const sys = fakeSystem();
  const errors: string[] = [];
  const mountRemote = createRemoteLoader({
    system: sys.system,
    registry,
    mountParcel,
    clock,
    t: (k) => k,
    log: { error: (m: string) => errors.push(m), warn: () => undefined },
    ...(options.onChunkError ? { onChunkError: options.onChunkError } : {}),
  });
  const el = document.createElement('div');
  document.body.appendChild(el);
  return { clock, events, registry, sys, errors, mountRemote, el };
}

const host = (el: HTMLElement) => el.querySelector('[data-parcel]') as HTMLElement;

test('loading shows the skeleton; a mounted unit is ready', async () => {
  const { sys, mountRemote, el, registry } = setup();
  const handle = mountRemote(el, '@site/parcel-footer');
  await flush();
  expect(el.querySelector('[data-testid="skeleton"]')).not.toBeNull();
  expect(registry.get('@site/parcel-footer').status).toBe(MfStatus.Loading);
  sys.pending[0]!.resolve(lifecycles('footer here'));
  await handle.settled;
  expect(el.textContent).toBe('footer here');
  expect(handle.status()).toBe(MfStatus.Ready);
  expect(host(el).getAttribute('data-mf-status')).toBe('ready');
});

test('no answer within 1000 ms is an error: the error block, then retries after 1000, 2000 and 4000 ms, each after System.delete', async () => {
  const { clock, sys, mountRemote, el, registry, errors } = setup();
  mountRemote(el, '@site/parcel-footer');
  await flush();
  clock.advance(999);
  await flush();
  expect(el.querySelector('[data-testid="mf-error"]')).toBeNull();
  clock.advance(1);
  await flush();
  expect(el.querySelector('[data-testid="mf-error"]')).not.toBeNull();
  expect(registry.get('@site/parcel-footer').status).toBe(MfStatus.Error);
  expect(host(el).getAttribute('data-mf-error-kind')).toBe('timeout');
  expect(errors[0]).toContain('"@site/parcel-footer" died in status LOADING (timeout)');
  const schedule: Array<string | null> = [host(el).getAttribute('data-mf-next-retry-ms')];
  // the hung import is joined, not deleted; make each retry fail outright instead
  sys.pending[0]!.reject(new Error('Error loading http://site/assets/parcel-footer.js (SystemJS Error#3 x)'));
  await flush();
  for (let i = 0; i < 3; i++) {
    clock.advance(Number(host(el).getAttribute('data-mf-next-retry-ms')));
    await flush();
    expect(sys.calls.at(-2)).toBe('delete http://site/assets/parcel-footer.js');
    sys.pending.at(-1)!.reject(new Error('Error loading http://site/assets/parcel-footer.js (SystemJS Error#3 x)'));
    await flush();
    schedule.push(host(el).getAttribute('data-mf-next-retry-ms'));
  }
  expect(schedule).toEqual(['1000', '2000', '4000', null]);
  expect(clock.pending()).toEqual([]);
  expect(el.querySelector('[data-testid="mf-error"]')).not.toBeNull();
});

test('while a retry runs the skeleton shows; ready clears the retry info', async () => {
  const { clock, sys, mountRemote, el } = setup();
  const handle = mountRemote(el, '@site/parcel-header');
  await flush();
  sys.pending[0]!.reject(new TypeError('Failed to fetch'));
  await flush();
  expect(host(el).getAttribute('data-mf-retries')).toBe('1');
  clock.advance(1000);
  await flush();
  expect(el.querySelector('[data-testid="skeleton"]')).not.toBeNull();
  sys.pending[1]!.resolve(lifecycles('header'));
  await flush();
  expect(handle.status()).toBe(MfStatus.Ready);
  expect(host(el).getAttribute('data-mf-retries')).toBe('0');
});

test('the reload button loads again at once, at most once per second', async () => {
  const { clock, sys, mountRemote, el } = setup();
  const handle = mountRemote(el, '@site/parcel-footer');
  await flush();
  sys.pending[0]!.reject(new TypeError('Failed to fetch'));
  await flush();
  (el.querySelector('[data-testid="mf-reload"]') as HTMLButtonElement).click();
  await flush();
  expect(sys.pending).toHaveLength(2);
  expect(sys.calls).toContain('delete http://site/assets/parcel-footer.js');
  sys.pending[1]!.reject(new TypeError('Failed to fetch'));
  await flush();
  clock.advance(500);
  expect(handle.reload()).toBe(false);
  await flush();
  expect(sys.pending).toHaveLength(2);
  clock.advance(499); // the automatic retry waits 2000 ms now, so nothing else loads meanwhile
  await flush();
  clock.advance(1);
  expect(handle.reload()).toBe(true);
  await flush();
  sys.pending[2]!.resolve(lifecycles('footer'));
  await flush();
  expect(el.textContent).toBe('footer');
});

test('unmounting the last view returns the unit to not exist and announces it; a later view goes straight to ready', async () => {
  const { sys, mountRemote, el, events, registry } = setup();
  const first = mountRemote(el, '@site/app-home');
  await flush();
  sys.pending[0]!.resolve(lifecycles('home'));
  await first.settled;
  await first.unmount();
  expect(registry.get('@site/app-home').status).toBe(MfStatus.NotExist);
  expect(events.filter((e) => e instanceof MfUnmounted).map((e) => e.payload)).toEqual([{ name: '@site/app-home' }]);
  expect(el.querySelector('[data-parcel]')).toBeNull();
  const second = mountRemote(el, '@site/app-home');
  await second.settled;
  expect(sys.pending).toHaveLength(1);
  expect(second.status()).toBe(MfStatus.Ready);
  expect(el.textContent).toBe('mounted @site/app-home');
});

test('a throwing mount is an error of that unit only', async () => {
  const { sys, mountRemote, el } = setup();
  const handle = mountRemote(el, '@site/app-bad');
  await flush();
  sys.pending[0]!.resolve({ bootstrap: async () => undefined, mount: async () => { throw new Error('render failed'); }, unmount: async () => undefined });
  await handle.settled;
  expect(handle.status()).toBe(MfStatus.Error);
  expect(host(el).getAttribute('data-mf-error-kind')).toBe('mount');
});

test('a chunk load error hands over to the page reload guard; when it reloads no error block is drawn', async () => {
  const reloads: number[] = [];
  let allow = true;
  const { sys, mountRemote, el } = setup({ onChunkError: () => (reloads.push(1), allow) });
  const chunk = new Error('Error loading http://site/assets/app-section-view.js from http://site/assets/app-section.js (SystemJS Error#3 x)');
  mountRemote(el, '@site/app-section');
  await flush();
  sys.pending[0]!.reject(chunk);
  await flush();
  expect(reloads).toHaveLength(1);
  expect(el.querySelector('[data-testid="mf-error"]')).toBeNull();
  allow = false;
  const el2 = document.createElement('div');
  mountRemote(el2, '@site/app-other');
  await flush();
  sys.pending[1]!.reject(chunk);
  await flush();
  expect(reloads).toHaveLength(2);
  expect(el2.querySelector('[data-testid="mf-error"]')).not.toBeNull();
});

test('a module another import is still fetching (SystemJS has it, cannot give it yet) is loading, with its skeleton', async () => {
  const { sys, mountRemote, el, registry, clock } = setup();
  void sys.system.import('@site/app-casino'); // the early preload of the boot
  const handle = mountRemote(el, '@site/app-casino', { skeleton: (host) => void (host.innerHTML = '<i data-testid="custom-skeleton"></i>') });
  await flush();
  expect(registry.get('@site/app-casino').status).toBe(MfStatus.Loading);
  expect(el.querySelector('[data-testid="custom-skeleton"]')).not.toBeNull();
  clock.advance(1000);
  await handle.settled;
  expect(registry.get('@site/app-casino').status).toBe(MfStatus.Error);
});

test('a load that timed out but answers later is mounted at once, as the retry it was waiting for', async () => {
  const { sys, mountRemote, el, clock } = setup();
  const handle = mountRemote(el, '@site/parcel-footer');
  await flush();
  clock.advance(1000);
  await flush();
  expect(el.querySelector('[data-testid="mf-error"]')).not.toBeNull();
  sys.pending[0]!.resolve(lifecycles('late footer'));
  await flush();
  expect(el.textContent).toBe('mounted @site/parcel-footer'); // imported again, from the registry
  expect(handle.status()).toBe(MfStatus.Ready);
  expect(clock.pending()).toEqual([]);
  expect(sys.calls.filter((c) => c.startsWith('delete'))).toEqual([]);
});

test('a slot can mount a parcel a unit exports by name, as a component use, and passes itself on', async () => {
  const { registry, sys, mountRemote, el } = setup();
  const seen: Array<Record<string, unknown>> = [];
  const modal: ParcelConfig = {
    bootstrap: async () => undefined,
    mount: async (props) => {
      seen.push(props as unknown as Record<string, unknown>);
      (props as unknown as { domElement: HTMLElement }).domElement.textContent = 'the modal';
    },
    unmount: async () => undefined,
  };
  const mountSlot = createSlotMounter(mountRemote, sys.system);
  const handle = mountSlot(el, '@site/app-auth', { exportName: 'loginModal', kind: 'component', props: { returnUrl: '/en/line' } });
  // The page of the same unit loads at the same time: two loads, not one shared by mistake.
  const page = mountRemote(document.createElement('div'), '@site/app-auth');
  await flush();
  expect(sys.pending).toHaveLength(2);
  sys.pending[0]!.resolve({ ...lifecycles('the page'), loginModal: modal } as ParcelConfig);
  sys.pending[1]!.resolve({ ...lifecycles('the page'), loginModal: modal } as ParcelConfig);
  await handle.settled;
  expect(el.textContent).toBe('the modal');
  expect(seen[0]).toMatchObject({ returnUrl: '/en/line', mountSlot });
  expect(registry.get('@site/app-auth')).toMatchObject({ components: 1, views: 1 });
  await handle.unmount();
  await page.unmount();
});

test('a unit that takes no room (the loading bar) draws no placeholder while it loads, so the page below does not move', async () => {
  const { sys, mountRemote, el } = setup();
  const mountSlot = createSlotMounter(mountRemote, sys.system);
  const bar = mountSlot(el, '@site/parcel-loading-bar', { placeholder: false });
  const other = document.createElement('div');
  const footer = mountSlot(other, '@site/parcel-footer');
  await flush();
  expect(host(el).childElementCount).toBe(0);
  expect(other.querySelector('[data-testid="skeleton"]')).not.toBeNull(); // the default: a grey line
  sys.pending[0]!.resolve(lifecycles('the bar'));
  sys.pending[1]!.resolve(lifecycles('the footer'));
  await bar.settled;
  await footer.settled;
  expect(el.textContent).toBe('the bar');
  await bar.unmount();
  await footer.unmount();
});

test('a unit without the named parcel fails in its slot like any load error', async () => {
  const { sys, mountRemote, el } = setup();
  const handle = createSlotMounter(mountRemote, sys.system)(el, '@site/app-auth', { exportName: 'nothing' });
  await flush();
  sys.pending[0]!.resolve(lifecycles('the page'));
  await handle.settled;
  expect(handle.status()).toBe(MfStatus.Error);
  expect(el.querySelector('[data-testid="mf-error"]')).not.toBeNull();
  await handle.unmount();
});

test('an unmount while the parcel is updating waits for the update (single-spa would throw), and updates run one at a time', async () => {
  const clock = new FakeClock();
  const registry = new MfRegistry({ publish: () => undefined });
  const sys = fakeSystem();
  const errors: string[] = [];
  const log: string[] = [];
  let finishUpdate: () => void = () => undefined;
  // like a single-spa parcel: only a MOUNTED parcel may update or unmount, and it throws at once otherwise
  const strictParcel: MountParcel = () => {
    let status = 'MOUNTING';
    const mountPromise = Promise.resolve().then(() => void (status = 'MOUNTED'));
    const guard = (what: string) => {
      if (status !== 'MOUNTED') throw new Error(`cannot ${what} while ${status}`);
    };
    return {
      mountPromise,
      update: (props) => {
        guard('update');
        status = 'UPDATING';
        log.push(`update ${String(props.page)}`);
        return new Promise<void>((resolve) => {
          finishUpdate = () => {
            status = 'MOUNTED';
            resolve();
          };
        });
      },
      unmount: () => {
        guard('unmount');
        log.push('unmount');
        status = 'NOT_MOUNTED';
        return Promise.resolve();
      },
    };
  };
  const mountRemote = createRemoteLoader({ system: sys.system, registry, mountParcel: strictParcel, clock, t: (k) => k, log: { error: (m: string) => errors.push(m), warn: () => undefined } });
  const handle = mountRemote(document.createElement('div'), '@site/app-sports');
  await flush();
  sys.pending[0]!.resolve(lifecycles('sports'));
  await handle.settled;
  const first = handle.update({ page: 1 });
  const second = handle.update({ page: 2 });
  await flush();
  // one update at a time, each with the latest props: the second waits for the first
  expect(log).toEqual(['update 2']);
  const gone = handle.unmount();
  await flush();
  expect(log).toEqual(['update 2']);
  finishUpdate();
  await flush();
  // the second update belonged to a parcel that is leaving: not sent
  await Promise.all([first, second, gone]);
  expect(log).toEqual(['update 2', 'unmount']);
  expect(errors).toEqual([]);
});

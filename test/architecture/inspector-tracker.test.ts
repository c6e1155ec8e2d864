/** @jest-environment jsdom */
// The parcel inspector's unit tracker (parcels/inspector) on the shell's real remote loader and
// registry (root-config): the two units meet only through SystemJS at run time, so this is where
// their shapes are checked against each other (ShellInstrument) and their behaviour together.
import type { ParcelConfig, ParcelConfigObject } from 'single-spa';
import { EventBus } from '@site/bus';
import { createUnitTracker, hashOfUrl } from '../../parcels/inspector/src/unit-tracker';
import type { InspectorModule, ShellInstrument } from '../../root-config/src/inspector-guard';
import { MfRegistry } from '../../root-config/src/mf-registry';
import { createRemoteLoader, type MountParcel } from '../../root-config/src/remote-loader';
import type { SystemJS } from '../../root-config/src/systemjs';

// compile-time: the inspector module's export is what the shell calls, its tracker what the shell wraps itself with
const inspectorModule: InspectorModule = { createUnitTracker };
const asInstrument = (t: ReturnType<typeof createUnitTracker>): ShellInstrument => t;

const flush = async () => {
  for (let i = 0; i < 30; i++) await Promise.resolve();
};

/** A SystemJS whose modules load at once: each import of a module not in it counts as a fetch. */
function fakeSystem() {
  const inPage = new Set<string>();
  const fetches: string[] = [];
  const broken = new Set<string>();
  let version = 0;
  const urlOf = (id: string) => `http://site.test/assets/${id.replace('@site/', 'site-')}.Hash${id.length}x.js`;
  const system: SystemJS = {
    import: async <T>(id: string) => {
      if (!inPage.has(id)) {
        fetches.push(id);
        if (broken.has(id)) throw new Error(`${id} failed to load (404)`);
        inPage.add(id);
        version++;
      }
      const v = version;
      const config: ParcelConfig = {
        bootstrap: async () => undefined,
        mount: async (props) => {
          (props as unknown as { domElement: HTMLElement }).domElement.textContent = `${id} v${v}`;
        },
        unmount: async () => undefined,
      };
      return config as T;
    },
    resolve: (id) => {
      if (!id.startsWith('@site/')) throw new Error(`unresolved ${id}`);
      return urlOf(id);
    },
    delete: (url) => {
      for (const id of inPage) if (urlOf(id) === url) inPage.delete(id);
      return true;
    },
    has: () => false,
    get: (url) => ([...inPage].some((id) => urlOf(id) === url) ? {} : undefined),
    entries: () => [],
  };
  return { system, fetches, broken };
}

const mountParcel: MountParcel = (config, props) => {
  const c = config as ParcelConfigObject;
  const mountPromise = (async () => {
    await (c.bootstrap as (p: unknown) => Promise<void>)(props);
    await (c.mount as (p: unknown) => Promise<void>)(props);
  })();
  return { mountPromise, unmount: async () => (c.unmount as (p: unknown) => Promise<void>)(props) };
};

function setup(apps: Record<string, string> = {}) {
  document.head.innerHTML = `<script type="systemjs-importmap">${JSON.stringify({ imports: {}, integrity: { 'http://site.test/assets/site-parcel-footer.Hash19x.js': 'sha384-footer' } })}</script>`;
  const bus = new EventBus();
  const registry = new MfRegistry(bus);
  let t = 0;
  const tracker = createUnitTracker({
    registry,
    bus,
    spa: { getAppNames: () => Object.keys(apps), getAppStatus: (n) => apps[n] ?? null },
    now: () => (t += 5),
    win: window,
  });
  const sys = fakeSystem();
  const system = tracker.wrapSystem(sys.system);
  const mountRemote = tracker.wrapMountRemote(
    createRemoteLoader({
      system,
      registry,
      mountParcel: tracker.wrapMountParcel(mountParcel),
      t: (k) => k,
      log: { error: () => undefined, warn: () => undefined },
      retry: { retries: 0 },
    }),
  );
  const el = document.createElement('div');
  document.body.appendChild(el);
  expect(asInstrument(tracker)).toBe(tracker);
  expect(typeof inspectorModule.createUnitTracker).toBe('function');
  return { tracker, source: tracker.source(), mountRemote, sys, el, bus };
}

const row = (s: ReturnType<typeof setup>, name: string) => s.source.units().find((u) => u.name === name);

test('every unit the shell mounted and every single-spa application is listed, with status, URL, hash, integrity and times', async () => {
  const s = setup({ '@site/app-home': 'MOUNTED', '@site/app-office': 'NOT_LOADED' });
  const h = s.mountRemote(s.el, '@site/parcel-footer');
  await h.settled;
  expect(s.el.textContent).toBe('@site/parcel-footer v1');
  expect(s.source.units().map((u) => u.name)).toEqual(['@site/app-home', '@site/app-office', '@site/parcel-footer']);
  expect(row(s, '@site/app-office')).toMatchObject({ kind: 'application', appStatus: 'NOT_LOADED', status: null, slots: 0 });
  expect(row(s, '@site/parcel-footer')).toEqual({
    name: '@site/parcel-footer',
    kind: 'parcel',
    appStatus: null,
    status: 'READY',
    slots: 1,
    url: 'http://site.test/assets/site-parcel-footer.Hash19x.js',
    hash: 'Hash19x',
    integrity: 'sha384-footer',
    override: null,
    loadMs: 5,
    mountMs: 5,
    lastError: null,
  });
});

test('an active import-map override is reported from import-map-overrides', async () => {
  const s = setup();
  (window as unknown as { importMapOverrides: unknown }).importMapOverrides = {
    getOverrideMap: () => ({ imports: { '@site/parcel-footer': 'http://localhost:9000/footer.js' } }),
  };
  try {
    await s.mountRemote(s.el, '@site/parcel-footer').settled;
    expect(row(s, '@site/parcel-footer')?.override).toBe('http://localhost:9000/footer.js');
  } finally {
    delete (window as unknown as { importMapOverrides?: unknown }).importMapOverrides;
  }
});

test('the last error stays after the unit recovers; listeners hear every change', async () => {
  const s = setup();
  let heard = 0;
  s.source.subscribe(() => heard++);
  s.sys.broken.add('@site/parcel-footer');
  await s.mountRemote(s.el, '@site/parcel-footer').settled;
  expect(row(s, '@site/parcel-footer')).toMatchObject({ status: 'ERROR', lastError: expect.stringContaining('failed to load (404)') });
  expect(heard).toBeGreaterThan(0);
  s.sys.broken.clear();
  await s.source.reload('@site/parcel-footer');
  expect(row(s, '@site/parcel-footer')).toMatchObject({ status: 'READY', lastError: expect.stringContaining('failed to load (404)') });
  expect(s.el.textContent).toBe('@site/parcel-footer v1');
});

test('unmount empties every region of the unit, remount fills them again; the owner keeps one handle throughout', async () => {
  const s = setup();
  const other = document.createElement('div');
  document.body.appendChild(other);
  const a = s.mountRemote(s.el, '@site/parcel-header');
  const b = s.mountRemote(other, '@site/parcel-header');
  await Promise.all([a.settled, b.settled]);
  expect(row(s, '@site/parcel-header')?.slots).toBe(2);
  await s.source.unmount('@site/parcel-header');
  expect(s.el.textContent).toBe('');
  expect(other.textContent).toBe('');
  expect(row(s, '@site/parcel-header')).toMatchObject({ slots: 0, status: 'NOT_EXIST' });
  await a.update({ extra: 1 });
  await s.source.remount('@site/parcel-header');
  expect(s.el.textContent).toBe('@site/parcel-header v1');
  expect(other.textContent).toBe('@site/parcel-header v1');
  expect(row(s, '@site/parcel-header')).toMatchObject({ slots: 2, status: 'READY' });
  expect(s.sys.fetches).toEqual(['@site/parcel-header']);
  // the owner lets go: the region it owns is gone from the list, the other stays
  await a.unmount();
  expect(s.el.textContent).toBe('');
  expect(row(s, '@site/parcel-header')?.slots).toBe(1);
});

test('reload forgets the module, fetches it again and mounts the new code in place', async () => {
  const s = setup();
  await s.mountRemote(s.el, '@site/parcel-header').settled;
  await s.mountRemote(document.body.appendChild(document.createElement('div')), '@site/parcel-footer').settled;
  expect(s.el.textContent).toBe('@site/parcel-header v1');
  await s.source.reload('@site/parcel-header');
  await flush();
  expect(s.sys.fetches).toEqual(['@site/parcel-header', '@site/parcel-footer', '@site/parcel-header']);
  expect(s.el.textContent).toBe('@site/parcel-header v3');
  expect(row(s, '@site/parcel-header')).toMatchObject({ status: 'READY', slots: 1, loadMs: 5 });
});

test('hashOfUrl reads the content hash of a bundle name', () => {
  expect(hashOfUrl('http://x/assets/site-parcel-header.DkR2a_9Q.js')).toBe('DkR2a_9Q');
  expect(hashOfUrl('http://localhost:9000/footer.js')).toBeNull();
  expect(hashOfUrl(null)).toBeNull();
});

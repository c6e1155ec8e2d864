import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { defineTexts } from '@site/i18n';
import { useStores } from '@site/stores';
import { createReactParcel, type MountSlot, RemoteSlot, useMountSlot } from './index';
import { testRootStore } from './testing';

const hello = { hello: 'Hello, {{name}}' };
const texts = defineTexts('probe', { en: hello, ru: { hello: 'Привет, {{name}}' }, uk: { hello: 'Привіт, {{name}}' }, kk: hello, az: hello, tr: hello });

/** A lifecycle step: React renders inside act, the step resolves when single-spa-react says so. */
async function run(step: () => Promise<unknown>): Promise<void> {
  let pending: Promise<unknown> = Promise.resolve();
  await act(async () => {
    pending = step();
  });
  await pending;
}

function props(extra: Record<string, unknown> = {}) {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  return { name: '@site/parcel-probe', domElement, singleSpa: {}, mountParcel: () => undefined, ...extra } as never;
}

test('the root renders inside the shared providers: the store, its i18next with the parcel words, the slot loader', async () => {
  const { store } = testRootStore({ lang: 'ru' });
  const mountSlot = (() => ({})) as unknown as MountSlot;
  const seen: unknown[] = [];
  function Probe() {
    const { t } = useTranslation();
    seen.push(useStores() === store, useMountSlot() === mountSlot);
    return <p data-testid="probe">{t('hello', { name: 'Ира' })}</p>;
  }
  const parcel = createReactParcel({ rootComponent: Probe, texts, store: () => store });
  const p = props({ mountSlot });
  await run(() => parcel.bootstrap(p));
  await run(() => parcel.mount(p));
  expect(screen.getByTestId('probe').textContent).toBe('Привет, Ира');
  expect(seen.slice(0, 2)).toEqual([true, true]);
  await run(() => parcel.unmount(p));
  expect(screen.queryByTestId('probe')).toBeNull();
});

test('a crash shows the crash screen in that parcel only, in the player language; "try again" renders it again', async () => {
  const { store } = testRootStore({ lang: 'ru' });
  let broken = true;
  function Fragile() {
    if (broken) throw new Error('render failed');
    return <p data-testid="fragile">fine</p>;
  }
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const parcel = createReactParcel({ rootComponent: Fragile, store: () => store });
  const p = props();
  await run(() => parcel.bootstrap(p));
  await run(() => parcel.mount(p));
  const crash = screen.getByTestId('parcel-crashed');
  expect(crash.getAttribute('role')).toBe('alert');
  expect(crash.textContent).toContain('Эта часть страницы перестала работать');
  expect(crash.textContent).not.toContain('render failed');
  expect(errors.mock.calls.some(([m]) => typeof m === 'string' && m.startsWith('parcel "@site/parcel-probe" crashed'))).toBe(true);
  broken = false;
  fireEvent.click(screen.getByTestId('mf-reload'));
  await waitFor(() => expect(screen.getByTestId('fragile').textContent).toBe('fine'));
  expect(screen.queryByTestId('parcel-crashed')).toBeNull();
  await run(() => parcel.unmount(p));
  errors.mockRestore();
});

test('RemoteSlot mounts a unit through the loader, updates its props, unmounts it; a failed load is reported', async () => {
  const { store } = testRootStore();
  const log: string[] = [];
  let fail = false;
  const mountSlot: MountSlot = (el, name, options = {}) => {
    log.push(`mount ${name}#${options.exportName} ${options.kind} ${JSON.stringify(options.props)}`);
    el.textContent = 'remote';
    return {
      settled: Promise.resolve(),
      status: () => (fail ? -1 : 2),
      update: async (next) => void log.push(`update ${JSON.stringify(next)}`),
      unmount: async () => void log.push('unmount'),
    };
  };
  const onFailed = jest.fn();
  function Host({ n }: { n: number }) {
    return <RemoteSlot name="@site/app-auth" exportName="loginModal" props={{ n }} onFailed={onFailed} testId="slot" />;
  }
  const parcel = createReactParcel<{ n: number }>({ rootComponent: Host, store: () => store });
  const p = props({ mountSlot, n: 1 });
  await run(() => parcel.bootstrap(p));
  await run(() => parcel.mount(p));
  expect(screen.getByTestId('slot').textContent).toBe('remote');
  await run(() => parcel.update({ ...(p as object), n: 2 } as never));
  await run(() => parcel.unmount(p));
  expect(log).toEqual(['mount @site/app-auth#loginModal component {"n":1}', 'update {"n":2}', 'unmount']);
  expect(onFailed).not.toHaveBeenCalled();
  fail = true;
  const q = props({ mountSlot, n: 1 });
  await run(() => parcel.mount(q));
  expect(onFailed).toHaveBeenCalledTimes(1);
  await run(() => parcel.unmount(q));
});

test("the parcel's stylesheet is on the page while an instance is mounted and gone after the last unmounts", async () => {
  const { store } = testRootStore();
  const parcel = createReactParcel({ rootComponent: () => <p className="probe">styled</p>, store: () => store, styles: { id: 'probe', css: '.probe { color: red; }' } });
  const sheets = () => document.head.querySelectorAll('style[data-parcel-styles="probe"]');
  const one = props({ name: 'probe-1' });
  const two = props({ name: 'probe-2' });
  await run(() => parcel.bootstrap(one));
  await run(() => parcel.mount(one));
  await run(() => parcel.mount(two));
  expect(sheets()).toHaveLength(1);
  expect(sheets()[0]!.textContent).toBe('.probe { color: red; }');
  await run(() => parcel.unmount(one));
  expect(sheets()).toHaveLength(1);
  await run(() => parcel.unmount(two));
  expect(sheets()).toHaveLength(0);
});

/** @jest-environment jsdom */
import { MfStateChanged, MfStatus, PageLoading } from '@site/bus';
import { setRootStore } from '@site/stores';
import { testRootStore } from '@site/ui/testing';
import { mount, unmount } from './index';

afterEach(() => {
  jest.useRealTimers();
  setRootStore(undefined);
});

async function mounted() {
  jest.useFakeTimers();
  const { store, bus } = testRootStore();
  setRootStore(store);
  document.documentElement.dataset.siteLoading = 'true';
  const props = { domElement: document.createElement('div'), name: '@site/parcel-loading-bar' };
  await mount(props);
  const active = () => {
    jest.advanceTimersByTime(200);
    return props.domElement.querySelector('[data-testid="loading-bar"]')?.getAttribute('data-active');
  };
  return { bus, props, active };
}

test("the shell's boot runs it; a unit still loading keeps it running after the boot", async () => {
  const { bus, props, active } = await mounted();
  expect(active()).toBe('true');
  // named (WCAG 4.1.2), and out of the accessibility tree once done
  const bar = props.domElement.querySelector('[data-testid="loading-bar"]')!;
  expect(bar.getAttribute('aria-label')).toBe('Page loading');
  expect(bar.getAttribute('aria-hidden')).toBe('false');
  bus.publish(new MfStateChanged({ name: '@site/app-casino', state: MfStatus.Loading }));
  bus.publish(new PageLoading({ loading: false }));
  expect(active()).toBe('true');
  bus.publish(new MfStateChanged({ name: '@site/app-casino', state: MfStatus.Ready }));
  expect(active()).toBe('false');
  // A retry later on (loading again) shows it again; an error ends it.
  bus.publish(new MfStateChanged({ name: '@site/parcel-footer', state: MfStatus.Loading }));
  expect(active()).toBe('true');
  bus.publish(new MfStateChanged({ name: '@site/parcel-footer', state: MfStatus.Error }));
  expect(active()).toBe('false');
  await unmount(props);
  expect(props.domElement.children).toHaveLength(0);
});

test('unmounted, it hears nothing more', async () => {
  const { bus, props } = await mounted();
  await unmount(props);
  expect(() => bus.publish(new PageLoading({ loading: true }))).not.toThrow();
  expect(props.domElement.querySelector('[data-testid="loading-bar"]')).toBeNull();
});

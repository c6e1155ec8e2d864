import { type BusEvent, MfStateChanged, MfUnmounted } from '@site/bus';
import { MfRegistry } from './mf-registry';
import { MfStatus, toLoading, toReady } from './mf-status';

function setup() {
  const events: BusEvent[] = [];
  const registry = new MfRegistry({ publish: (e) => events.push(e) });
  return { registry, events };
}

test('views and components are counted apart; the last release returns the entry to not exist and announces it', () => {
  const { registry, events } = setup();
  const releaseView = registry.use('@site/app-a', 'view');
  const releaseComponent = registry.use('@site/app-a', 'component');
  registry.transition('@site/app-a', toLoading);
  registry.transition('@site/app-a', toReady);
  expect(registry.get('@site/app-a')).toMatchObject({ views: 1, components: 1, status: MfStatus.Ready });
  releaseView();
  releaseView(); // twice is once
  expect(registry.get('@site/app-a')).toMatchObject({ views: 0, components: 1, status: MfStatus.Ready });
  expect(events.some((e) => e instanceof MfUnmounted)).toBe(false);
  releaseComponent();
  expect(registry.get('@site/app-a').status).toBe(MfStatus.NotExist);
  const unmounted = events.filter((e): e is MfUnmounted => e instanceof MfUnmounted);
  expect(unmounted.map((e) => e.payload)).toEqual([{ name: '@site/app-a' }]);
  const states = events.filter((e): e is MfStateChanged => e instanceof MfStateChanged).map((e) => e.payload.state);
  expect(states).toEqual([MfStatus.Loading, MfStatus.Ready, MfStatus.NotExist]);
});

test('a unit that never left not exist announces nothing when released', () => {
  const { registry, events } = setup();
  registry.use('@site/app-b', 'view')();
  expect(events).toEqual([]);
});

test('a refused transition changes nothing and publishes nothing', () => {
  const { registry, events } = setup();
  expect(() => registry.transition('@site/app-c', toReady)).not.toThrow(); // not exist -> ready is allowed
  expect(() => registry.transition('@site/app-c', toLoading)).toThrow(/READY to LOADING/);
  expect(registry.get('@site/app-c').status).toBe(MfStatus.Ready);
  expect(events).toHaveLength(1);
});

/** @jest-environment jsdom */
import { DEVTOOLS_KEY, INSPECTOR_UNIT, inspectorAllowed, isProductionPage, loadInspector } from './inspector-guard';

const storage = (values: Record<string, string>) => ({ getItem: (k: string) => values[k] ?? null });

test('development always allows the inspector; production only with the devtools flag', () => {
  expect(inspectorAllowed(false, null)).toBe(true);
  expect(inspectorAllowed(true, storage({}))).toBe(false);
  expect(inspectorAllowed(true, storage({ [DEVTOOLS_KEY]: '' }))).toBe(false);
  expect(inspectorAllowed(true, storage({ [DEVTOOLS_KEY]: 'true' }))).toBe(true);
  expect(inspectorAllowed(true, null)).toBe(false);
  const throwing = {
    getItem: () => {
      throw new Error('storage disabled');
    },
  };
  expect(inspectorAllowed(true, throwing)).toBe(false);
});

test("the page's environment comes from its site-env meta; anything but development is production", () => {
  document.head.innerHTML = '<meta name="site-env" content="development">';
  expect(isProductionPage(document)).toBe(false);
  document.head.innerHTML = '<meta name="site-env" content="production">';
  expect(isProductionPage(document)).toBe(true);
  document.head.innerHTML = '';
  expect(isProductionPage(document)).toBe(true);
});

test('loadInspector hands back the module with createUnitTracker, or null (with a warning) when it cannot load', async () => {
  const createUnitTracker = jest.fn();
  const warnings: string[] = [];
  const warn = (m: string) => void warnings.push(m);
  const ok = await loadInspector({ import: async <T>(id: string) => ({ createUnitTracker, id }) as T }, warn);
  expect(ok?.createUnitTracker).toBe(createUnitTracker);
  expect(await loadInspector({ import: async <T>() => ({}) as T }, warn)).toBeNull();
  expect(
    await loadInspector(
      {
        import: async () => {
          throw new Error('404');
        },
      },
      warn,
    ),
  ).toBeNull();
  expect(warnings).toEqual([`${INSPECTOR_UNIT} could not be loaded; the page goes on without it`]);
});

/** @jest-environment jsdom */
import { MfLoadError } from './load-error';
import { lazyJsonSource } from './lazy-json-source';

test('the JSON front-end code loads with the first page that needs it, and judges the answer as before', async () => {
  const requested: string[] = [];
  const fetchFn = (async (url: string) => {
    requested.push(url);
    // jsdom has no Response: the loader only reads ok, status and text()
    return { ok: false, status: 500, text: async () => '{}' };
  }) as unknown as typeof fetch;
  const source = lazyJsonSource({
    name: '@site/app-information',
    frontendUrl: '/remote/information',
    allowedOrigins: [],
    path: () => '/en/information',
    fetch: fetchFn,
  });
  expect(source.isLoaded()).toBe(false);
  expect(source.entryUrl()).toBeNull();
  source.forget();
  const error = await source.load().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MfLoadError);
  expect((error as MfLoadError).kind).toBe('fetch');
  expect(requested).toHaveLength(1);
});

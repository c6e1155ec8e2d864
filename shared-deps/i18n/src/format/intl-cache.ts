// Building an Intl formatter costs far more than using one, and a page formats the same few
// (language, currency) pairs thousands of times. The cache holds only immutable formatters,
// so nothing a test could observe lives in it; it is bounded all the same.
const LIMIT = 200;

export function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size >= LIMIT) cache.clear();
    value = make();
    cache.set(key, value);
  }
  return value;
}

/** Raw query helpers that keep every other parameter byte for byte. */

function keyOf(pair: string): string {
  const eq = pair.indexOf('=');
  const rawKey = eq >= 0 ? pair.slice(0, eq) : pair;
  try {
    return decodeURIComponent(rawKey.replace(/\+/g, ' '));
  } catch {
    return rawKey;
  }
}

export function queryValue(query: string, name: string): string | undefined {
  for (const pair of query.split('&')) {
    if (pair === '' || keyOf(pair) !== name) continue;
    const eq = pair.indexOf('=');
    const raw = eq >= 0 ? pair.slice(eq + 1) : '';
    try {
      return decodeURIComponent(raw.replace(/\+/g, ' '));
    } catch {
      return raw;
    }
  }
  return undefined;
}

export function withoutParam(query: string, name: string): string {
  return query
    .split('&')
    .filter((pair) => pair !== '' && keyOf(pair) !== name)
    .join('&');
}

export function joinQuery(...parts: Array<string | undefined>): string {
  return parts.filter((part): part is string => part !== undefined && part !== '').join('&');
}

export function withQuery(path: string, query: string): string {
  return query === '' ? path : `${path}?${query}`;
}

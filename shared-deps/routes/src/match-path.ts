import type { ParamRule } from './types';

export type Params = Record<string, string>;

interface Pattern {
  path: string;
  params?: Readonly<Record<string, ParamRule>>;
}

function allows(rule: ParamRule | undefined, value: string): boolean {
  if (rule === undefined) return true;
  return Array.isArray(rule) ? rule.includes(value) : (rule as RegExp).test(value);
}

/** Segments arrive validated (see check-request.ts), so decoding cannot throw here. */
function decode(segment: string): string {
  return segment.includes('%') ? decodeURIComponent(segment) : segment;
}

/**
 * Matches decoded-on-demand path segments against one pattern (single-spa-layout's
 * matchRoute idea: a pure function of path and table). Returns the params or null.
 */
export function matchPattern(pattern: Pattern, segments: readonly string[]): Params | null {
  const parts = pattern.path === '' ? [] : pattern.path.split('/');
  const params: Params = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    const segment = segments[i];
    if (part === '*') {
      params.splat = segments.slice(i).map(decode).join('/');
      return params;
    }
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (segment === undefined) {
        if (optional) continue;
        return null;
      }
      const value = decode(segment);
      if (!allows(pattern.params?.[name], value)) return null;
      params[name] = value;
      continue;
    }
    if (segment !== part) return null;
  }
  return segments.length <= parts.length ? params : null;
}

/** First entry of the table whose pattern matches, with its params. */
export function matchFirst<T extends Pattern>(
  table: readonly T[],
  segments: readonly string[],
): { entry: T; params: Params } | undefined {
  const first = segments[0] ?? '';
  for (const entry of table) {
    // cheap reject on a literal first segment before the full match (most entries fail here)
    const slash = entry.path.indexOf('/');
    const head = slash < 0 ? entry.path : entry.path.slice(0, slash);
    if (head !== '' && head !== first && !head.startsWith(':') && head !== '*') continue;
    const params = matchPattern(entry, segments);
    if (params) return { entry, params };
  }
  return undefined;
}

/** Fills `:param` slots of a pattern; optional slots without a value are dropped. */
export function fillPattern(path: string, params: Readonly<Params>): string | undefined {
  const out: string[] = [];
  for (const part of path === '' ? [] : path.split('/')) {
    if (part === '*') {
      if (params.splat) out.push(params.splat.split('/').map(encodeURIComponent).join('/'));
      continue;
    }
    if (!part.startsWith(':')) {
      out.push(part);
      continue;
    }
    const optional = part.endsWith('?');
    const value = params[part.slice(1, optional ? -1 : undefined)];
    if (value === undefined || value === '') {
      if (optional) continue;
      return undefined;
    }
    out.push(encodeURIComponent(value));
  }
  return out.join('/');
}

import { applications } from './applications';
import { layouts } from './layouts';
import { matchFirst, type Params } from './match-path';
import { redirectTable } from './redirect-table';
import { routeTable } from './route-table';
import { statusPageNames } from './status-pages';
import type { ParamRule, RouteDef } from './types';

/** A value each parameter rule accepts, to build one concrete path per route. */
function sampleValue(rule: ParamRule | undefined, name: string): string {
  if (rule === undefined) return `sample-${name.toLowerCase()}`;
  if (Array.isArray(rule)) return rule[0] as string;
  const candidates = ['1', '0123456789abcdef0123456789abcdef', 'x'];
  const value = candidates.find((candidate) => (rule as RegExp).test(candidate));
  if (value === undefined) throw new Error(`no sample for ${name}`);
  return value;
}

function samplePath(route: RouteDef): string[] {
  return (route.path === '' ? [] : route.path.split('/')).map((part) => {
    if (part === '*') return 'rest';
    if (!part.startsWith(':')) return part;
    const name = part.replace(/^:|\?$/g, '');
    return sampleValue(route.params?.[name], name);
  });
}

describe('route table', () => {
  it('has unique route names', () => {
    const names = routeTable.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('uses only declared layouts and applications', () => {
    for (const route of routeTable) {
      expect(layouts).toContain(route.layout);
      expect(applications).toContain(route.application);
    }
  });

  it('puts optional params only at the end and a splat only last', () => {
    for (const { path, name } of [...routeTable, ...redirectTable.map((r) => ({ path: r.from, name: r.from }))]) {
      const parts = path.split('/');
      const firstOptional = parts.findIndex((part) => part.endsWith('?'));
      if (firstOptional >= 0) expect({ name, rest: parts.slice(firstOptional).every((part) => part.endsWith('?')) }).toEqual({ name, rest: true });
      const splat = parts.indexOf('*');
      if (splat >= 0) expect({ name, splat }).toEqual({ name, splat: parts.length - 1 });
    }
  });

  it('only declares rules for params the path has', () => {
    for (const route of routeTable) {
      for (const param of Object.keys(route.params ?? {})) expect({ route: route.name, has: route.path.split('/').some((part) => part.replace(/^:|\?$/g, '') === param) }).toEqual({ route: route.name, has: true });
    }
  });

  it.each(routeTable.map((route) => [route.name, route] as const))('%s is reachable (no earlier route or redirect shadows it)', (_name, route) => {
    const segments = samplePath(route);
    expect(matchFirst(routeTable, segments)?.entry.name).toBe(route.name);
    const redirects = redirectTable.map((def) => ({ path: def.from, params: def.params, def }));
    expect(matchFirst(redirects, segments)).toBeUndefined();
  });

  it('has a route for every status page', () => {
    for (const status of statusPageNames) expect(routeTable.find((route) => route.name === status)?.layout).toBe('blocked');
  });

  it('sends every redirect to a path the table knows', () => {
    for (const def of redirectTable) {
      const params: Params = {};
      for (const part of def.from.split('/')) {
        if (part.startsWith(':')) params[part.replace(/^:|\?$/g, '')] = sampleValue(def.params?.[part.replace(/^:|\?$/g, '')], part);
      }
      const target = def.to.split('/').filter((part) => part !== '').map((part) => (part.startsWith(':') ? (params[part.slice(1)] as string) : part));
      expect({ from: def.from, to: matchFirst(routeTable, target)?.entry.name !== undefined }).toEqual({ from: def.from, to: true });
    }
  });
});

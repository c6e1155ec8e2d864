import { baseContext, routeCases } from '../../../test/fixtures/route-cases';
import { resolveRoute } from './resolve-route';

describe('resolveRoute against the shared route cases', () => {
  it('has a wide table', () => {
    expect(routeCases.length).toBeGreaterThanOrEqual(150);
    expect(new Set(routeCases.map((c) => `${c.name} ${c.path} ${c.query ?? ''}`)).size).toBe(routeCases.length);
  });

  it.each(routeCases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = resolveRoute({ path: c.path, query: c.query }, { ...baseContext, ...c.ctx });
    const seen: Record<string, unknown> = { status: result.status };
    if (c.expect.location !== undefined) seen.location = result.kind === 'redirect' ? result.location : undefined;
    if (c.expect.layout !== undefined) seen.layout = result.kind === 'redirect' ? undefined : result.layout;
    if (c.expect.application !== undefined) seen.application = result.kind === 'redirect' ? undefined : result.application;
    expect(seen).toEqual(c.expect);
  });
});

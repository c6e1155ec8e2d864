// Every route declares what it answers: a schema for its success status(es) and the error
// envelope for 4xx and 5xx. A route without them fails here, so no answer goes out undescribed
// (and fast-json-stringify serialises each from its schema).
import type { RouteOptions } from 'fastify';
import { registeredRoutes, routeName } from './registered-routes';

/** Routes that truly cannot declare an answer, with the reason. None today. */
const EXEMPT: Record<string, string> = {};

describe('route answers', () => {
  let routes: RouteOptions[] = [];
  beforeAll(async () => {
    routes = await registeredRoutes();
  });

  const name = routeName;

  test('the server registers its routes (and the check sees them)', () => {
    const names = routes.map(name);
    for (const expected of [
      'POST /web-api/coupon/place',
      'GET /web-api/live/stream',
      'HEAD,GET /assets/*',
      'GET /version.json',
      'POST /remote/information/*',
    ]) {
      expect(names).toContain(expected);
    }
  });

  test('every route has a response schema for success, 4xx and 5xx', () => {
    const missing = routes
      .filter((r) => !(name(r) in EXEMPT))
      .filter((r) => {
        const response = (r.schema?.response ?? {}) as Record<string, unknown>;
        const ok = Object.keys(response).some((k) => /^[23]\d\d$|^[23]xx$/.test(k));
        return !ok || !response['4xx'] || !response['5xx'];
      })
      .map(name);
    expect(missing).toEqual([]);
  });

  test('every exemption names a route that exists and says why', () => {
    const names = new Set(routes.map(name));
    for (const [route, why] of Object.entries(EXEMPT)) {
      expect(names.has(route)).toBe(true);
      expect(why.length).toBeGreaterThan(10);
    }
  });
});

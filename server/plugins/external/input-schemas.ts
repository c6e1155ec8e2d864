import { Type } from '@sinclair/typebox';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

// Issue 23: every route has a schema for its body, query and params. A route declares the parts
// it reads; this plugin gives every route the schema of the parts it does not read, so that
// input nobody reads is refused (400 request.invalid) instead of passing unnoticed:
// - no query string on an API route: none is accepted (an unknown parameter is the caller's
//   mistake); pages, files and images ignore theirs (cache busters, crawlers' and campaign
//   parameters), and their schema says so;
// - no body on a write: nothing, or an empty JSON object (some clients send `{}`);
// - a path parameter without a schema: text of at most the router's length (500).

/** API prefixes: a query string there is input, so an undeclared one is refused. */
export const API_PREFIXES = ['/web-api/', '/bff-api/', '/limit-service-api/', '/blocks-api/', '/redirects-api/', '/fatman-api/', '/import-map/'];

export const NoQuery = Type.Object({}, { additionalProperties: false });
/** The query string of a page, a file or an image: read by nobody, so anything goes. */
export const IgnoredQuery = Type.Object({}, { additionalProperties: true, description: 'ignored' });
export const NoBody = Type.Union([Type.Null(), Type.Object({}, { additionalProperties: false })]);

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The names of the path parameters of a route URL (`*` for a wildcard). */
export function paramNames(url: string): string[] {
  return url.split('/').flatMap((part) => (part === '*' ? ['*'] : part.startsWith(':') ? [part.slice(1).replace(/[?(].*$/, '')] : []));
}

export function withInputSchemas(route: RouteOptions): void {
  const schema = (route.schema ??= {});
  if (!schema.querystring) schema.querystring = API_PREFIXES.some((p) => route.url.startsWith(p)) ? NoQuery : IgnoredQuery;
  if (!schema.body && [route.method].flat().some((m) => WRITES.has(m))) schema.body = NoBody;
  const names = paramNames(route.url);
  if (!schema.params && names.length > 0) {
    schema.params = Type.Object(Object.fromEntries(names.map((n) => [n, Type.String({ maxLength: 500 })])), { additionalProperties: false });
  }
}

export default fp(
  async function inputSchemas(app: FastifyInstance) {
    app.addHook('onRoute', withInputSchemas);
  },
  { name: 'input-schemas' },
);

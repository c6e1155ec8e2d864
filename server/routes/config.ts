import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { siteConfigGroups, type SiteConfigGroup } from '@site/api';
import { HttpError } from '../plugins/external/http-error';

export const Lang = Type.String({ pattern: '^[a-z]{2}$', description: 'two lowercase letters' });

const AllQuery = Type.Object({ lang: Type.Optional(Lang) }, { additionalProperties: false });
const GroupQuery = Type.Object(
  { groups: Type.String({ minLength: 1, maxLength: 400 }), lang: Type.Optional(Lang) },
  { additionalProperties: false },
);

// Spec 2 §9: config is cached 600 to 900 s. Browsers keep it 600 s and may serve it stale for
// 300 s more while they revalidate.
const CONFIG_CACHE = 'public, max-age=600, stale-while-revalidate=300';

export default async function configRoutes(app: FastifyInstance) {
  // The answer is serialised once per config snapshot, language and country: the repository
  // hands out a new object when the config changes, so a WeakMap keyed by it invalidates itself.
  const serialised = new WeakMap<object, Map<string, string>>();

  app.get<{ Querystring: Static<typeof AllQuery> }>(
    '/bff-api/config/all.json',
    { schema: { querystring: AllQuery } },
    async (request, reply) => {
      const config = await app.siteConfig.get();
      const country = request.headers['x-geo-country'];
      const geoCountry = typeof country === 'string' && /^[a-z]{2}$/i.test(country) ? country.toLowerCase() : config.core.geoCountry;
      const lang = request.query.lang ?? config.core.defaultLanguage;
      let byKey = serialised.get(config);
      if (!byKey) serialised.set(config, (byKey = new Map()));
      const key = `${lang}|${geoCountry}`;
      let body = byKey.get(key);
      if (body === undefined) {
        body = JSON.stringify({ ...config, core: { ...config.core, geoCountry }, lang });
        // arbitrary lang/country pairs must not grow memory without bound
        if (byKey.size < 200) byKey.set(key, body);
      }
      reply.header('Cache-Control', CONFIG_CACHE).header('Vary', 'X-Geo-Country').type('application/json; charset=utf-8');
      return reply.send(body);
    },
  );

  app.get<{ Querystring: Static<typeof GroupQuery> }>(
    '/bff-api/config/group/get',
    { schema: { querystring: GroupQuery } },
    async (request, reply) => {
      const names = request.query.groups.split(',').map((g) => g.trim());
      const unknown = names.filter((g) => !siteConfigGroups.includes(g as SiteConfigGroup));
      if (unknown.length > 0) {
        throw new HttpError(400, 'validation', `unknown config group: ${unknown.join(', ')}`, '/groups');
      }
      const config = await app.siteConfig.get();
      const answer: Record<string, unknown> = {};
      for (const g of names) answer[g] = config[g as SiteConfigGroup];
      reply.header('Cache-Control', CONFIG_CACHE);
      return answer;
    },
  );
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { siteConfigGroups, type SiteConfigGroup } from '@site/api';
import { answers, ConfigAnswer, ConfigGroupsAnswer, ConfigGroupsQuery, ConfigQuery } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../plugins/external/http-error';
import { countryByCode } from '../plugins/app/players/countries';

// Spec 2 §9: config is cached 600 to 900 s. Browsers keep it 600 s and may serve it stale for
// 300 s more while they revalidate.
const CONFIG_CACHE = 'public, max-age=600, stale-while-revalidate=300';
const JSON_TYPE = 'application/json; charset=utf-8';

// Both answers are JSON text made here, which Fastify sends as it is (a string is never
// serialised again): the operator may set any key to any JSON value (`flag <group.key> <json>`),
// and what was set is what the page gets, whatever the schema says.
export default async function configRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The answer is serialised once per config snapshot, language and country: the repository
  // hands out a new object when the config changes, so a WeakMap keyed by it invalidates itself.
  const serialised = new WeakMap<object, Map<string, string>>();

  app.get(
    '/bff-api/config/all.json',
    { schema: { querystring: ConfigQuery, response: answers({ 200: ConfigAnswer }) } },
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
        // the visitor's country as an id too: the shell shows the policy logo by it (spec 2 §9)
        const countryId = countryByCode(geoCountry)?.id ?? null;
        body = JSON.stringify({ ...config, core: { ...config.core, geoCountry, countryId }, lang });
        // arbitrary lang/country pairs must not grow memory without bound
        if (byKey.size < 200) byKey.set(key, body);
      }
      reply.header('Cache-Control', CONFIG_CACHE).header('Vary', 'X-Geo-Country').type(JSON_TYPE);
      return reply.send(body as never);
    },
  );

  app.get(
    '/bff-api/config/group/get',
    { schema: { querystring: ConfigGroupsQuery, response: answers({ 200: ConfigGroupsAnswer }) } },
    async (request, reply) => {
      const names = request.query.groups.split(',').map((g) => g.trim());
      const unknown = names.filter((g) => !siteConfigGroups.includes(g as SiteConfigGroup));
      if (unknown.length > 0) {
        throw new HttpError(400, 'request.invalid', `unknown config group: ${unknown.join(', ')}`, { pointer: '/groups' });
      }
      const config = await app.siteConfig.get();
      const answer: Record<string, unknown> = {};
      for (const g of names) answer[g] = config[g as SiteConfigGroup];
      reply.header('Cache-Control', CONFIG_CACHE).type(JSON_TYPE);
      return reply.send(JSON.stringify(answer) as never);
    },
  );
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answers, MF_API_VERSION, MF_API_VERSION_HEADER, MF_FORCE_SPA_HEADER, MF_RENDER_MODE, MF_RENDER_MODE_HEADER, MfComponentsBody, MfJsonAnswer } from '@site/api/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from '../plugins/external/http-error';
import { renderInformation } from './information';
import { informationHead } from './information-content';

/** Where the information front-end answers (root-config/src/site-applications.ts jsonFrontEnds). */
export const INFORMATION_PREFIX = '/remote/information';

/**
 * The information pages as a remote front-end speaking the JSON render protocol (spec 2 §7):
 * GET, or POST with the components, at this prefix plus the page path, with the headers
 * mf-render-mode: json and mf-api-version: v2. Other render modes or versions are refused
 * (406): this front-end renders JSON v2 only.
 */
export default async function informationFrontEnd(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The site's own page heads of these paths: each page's title and description from the content
  // table, in its language (issue 16), for crawlers and the shell.
  app.seo.addHeadSource(async (path) => informationHead(app.content, path, (await app.siteConfig.get()).core.companyName));
  const answer = async (request: FastifyRequest<{ Params: { '*': string }; Querystring: Record<string, unknown> }>, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache').header('Vary', `${MF_RENDER_MODE_HEADER}, ${MF_API_VERSION_HEADER}, ${MF_FORCE_SPA_HEADER}`);
    if (request.headers[MF_RENDER_MODE_HEADER] !== MF_RENDER_MODE || request.headers[MF_API_VERSION_HEADER] !== MF_API_VERSION) {
      return reply.status(406).send(envelope(406, 'request.not_acceptable', 'this front-end answers mf-render-mode json, mf-api-version v2'));
    }
    const config = await app.siteConfig.get();
    const rendered = await renderInformation({ path: `/${request.params['*']}`, query: request.query, companyName: config.core.companyName, content: app.content, features: config.modules.features });
    if (!rendered) return reply.status(404).send(envelope(404, 'not_found', 'no such information page'));
    return rendered;
  };
  const response = answers({ 200: MfJsonAnswer });
  app.get(`${INFORMATION_PREFIX}/*`, { schema: { response } }, answer);
  app.post(`${INFORMATION_PREFIX}/*`, { schema: { body: MfComponentsBody, response } }, answer);
}

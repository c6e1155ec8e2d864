import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from '../plugins/external/http-error';
import { StrictObject } from '../lib/schema-helpers';
import { renderInformation } from './information';

/** Where the information front-end answers (root-config/src/site-applications.ts jsonFrontEnds). */
export const INFORMATION_PREFIX = '/remote/information';

const ComponentsBody = StrictObject({ components: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 20 }) });
const Answer = Type.Object({
  appName: Type.String(),
  title: Type.String(),
  body: Type.String(),
  style: Type.String(),
  cssToLoad: Type.Array(Type.String()),
  scriptsToLoad: Type.Array(Type.String()),
  codeToEval: Type.String(),
  head: Type.String(),
});

/**
 * The information pages as a remote front-end speaking the JSON render protocol (spec 2 §7):
 * GET, or POST with the components, at this prefix plus the page path, with the headers
 * mf-render-mode: json and mf-api-version: v2. Other render modes or versions are refused
 * (406): this front-end renders JSON v2 only.
 */
export default async function informationFrontEnd(app: FastifyInstance) {
  const answer = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache').header('Vary', 'mf-render-mode, mf-api-version, force-spa');
    if (request.headers['mf-render-mode'] !== 'json' || request.headers['mf-api-version'] !== 'v2') {
      return reply.status(406).send(envelope(406, 'not_acceptable', 'this front-end answers mf-render-mode json, mf-api-version v2'));
    }
    const config = await app.siteConfig.get();
    const rendered = renderInformation({ path: `/${request.params['*']}`, companyName: config.core.companyName });
    if (!rendered) return reply.status(404).send(envelope(404, 'not_found', 'no such information page'));
    return rendered;
  };
  const response = { 200: Answer };
  app.get<{ Params: { '*': string } }>(`${INFORMATION_PREFIX}/*`, { schema: { response } }, answer);
  app.post<{ Params: { '*': string }; Body: Static<typeof ComponentsBody> }>(`${INFORMATION_PREFIX}/*`, { schema: { body: ComponentsBody, response } }, answer);
}

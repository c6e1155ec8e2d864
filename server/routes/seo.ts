import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answers, SeoPageAnswer, SeoPageQuery, TextFile } from '@site/api/contracts';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requestOrigin } from '../plugins/app/seo/index';
import { robotsTxt, sitemapIndex, urlSet } from '../plugins/app/seo/sitemap';
import { HttpError } from '../plugins/external/http-error';

const SitemapParams = Type.Object({ file: Type.String({ pattern: '^[a-z]{2}\\.xml$' }) });

/** SEO (issue 16): a page's head data, robots.txt and the sitemaps, all from live data. */
export default async function seoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  // spec 2 §7 "get page data": what the shell puts in the head on navigation
  app.get('/web-api/seo/page', { schema: { querystring: SeoPageQuery, response: answers({ 200: SeoPageAnswer }) } }, async (request, reply) => {
    const { path, lang } = request.query;
    const langPath = lang && !/^\/[a-z]{2}(\/|$)/.test(path) ? `/${lang}${path === '/' ? '' : path}` : path;
    reply.header('Cache-Control', 'no-cache');
    return app.seo.page(langPath, requestOrigin(request));
  });

  app.get('/robots.txt', { schema: { response: answers({ 200: TextFile }) } }, async (request, reply) => {
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return robotsTxt(requestOrigin(request));
  });

  app.get('/sitemap.xml', { schema: { response: answers({ 200: TextFile }) } }, async (request, reply) => {
    const langs = app.seo.publicLanguages(await app.siteConfig.get());
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=600');
    return sitemapIndex(requestOrigin(request), langs);
  });

  app.get('/sitemaps/:file', { schema: { params: SitemapParams, response: answers({ 200: TextFile }) } }, async (request, reply) => {
    const lang = request.params.file.slice(0, 2);
    if (!app.seo.publicLanguages(await app.siteConfig.get()).includes(lang)) throw new HttpError(404, 'not_found', `no sitemap for language ${lang}`);
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=600');
    return urlSet(requestOrigin(request), lang, await app.seo.sitemapPaths(lang));
  });
}

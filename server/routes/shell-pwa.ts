import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answers, OfflinePage, OfflineQuery, PngImage, PwaManifest, ServiceWorkerScript, TouchIconParams } from '@site/api/contracts';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../plugins/external/http-error';
import { isTouchIconSize, TOUCH_ICON_SIZES, touchIcon } from './shell-icons';
import { OFFLINE_PAGE_PATH, offlinePage, serviceWorkerSource } from './shell-pwa-worker';

export interface ShellPwaOptions {
  /** Where the build wrote version.json (the worker's version). */
  distDir: string;
}

function builtVersion(distDir: string): string {
  try {
    const file = join(distDir, 'version.json');
    const parsed: unknown = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
    const version = (parsed as { version?: unknown } | null)?.version;
    return typeof version === 'string' ? version : 'unbuilt';
  } catch {
    return 'unbuilt';
  }
}

/** The PWA (spec 2 §4, §7, §9): manifest, touch icons, the service worker and its offline page. */
export default async function shellPwaRoutes(fastify: FastifyInstance, opts: ShellPwaOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/manifest.json', { schema: { response: answers({ 200: PwaManifest }) } }, async (_request, reply) => {
    const config = await app.siteConfig.get();
    const pwa = (config.core as Record<string, unknown>).pwaManifest as { themeColor?: unknown } | undefined;
    const theme = typeof pwa?.themeColor === 'string' && /^#[0-9a-f]{3,8}$/i.test(pwa.themeColor) ? pwa.themeColor : '#14213d';
    reply.header('Cache-Control', 'no-cache').type('application/manifest+json');
    return {
      name: config.core.companyName,
      short_name: config.core.companyName,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#f3f5f8',
      theme_color: theme,
      icons: TOUCH_ICON_SIZES.map((s) => ({ src: `/pwa-icons/${s}.png`, sizes: `${s}x${s}`, type: 'image/png', purpose: 'any' })),
    };
  });

  app.get('/pwa-icons/:file', { schema: { params: TouchIconParams, response: answers({ 200: PngImage }) } }, async (request, reply) => {
    const m = /^(\d{2,3})\.png$/.exec(request.params.file);
    const size = m ? Number(m[1]) : NaN;
    if (!isTouchIconSize(size)) return reply.status(404).send(envelope(404, 'not_found', 'no such icon'));
    return reply.header('Cache-Control', 'public, max-age=86400').type('image/png').send(touchIcon(size) as never);
  });

  // The worker's scope is the whole site; it must be re-checked on every visit (no-cache).
  app.get('/pwa-sw.js', { schema: { response: answers({ 200: ServiceWorkerScript }) } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('application/javascript; charset=utf-8').send(serviceWorkerSource(builtVersion(opts.distDir))),
  );

  app.get(OFFLINE_PAGE_PATH, { schema: { querystring: OfflineQuery, response: answers({ 200: OfflinePage }) } }, async (request, reply) => {
    const config = await app.siteConfig.get();
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(offlinePage(config.core.companyName, request.query.lang ?? 'en'));
  });
}

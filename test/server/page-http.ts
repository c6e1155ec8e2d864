// Helpers for page tests: requests the HTTP layer of light-my-request would rewrite go over a
// real socket, and the boot data the browser reads is parsed out of the HTML.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { BootPage } from '../../server/plugins/app/site/pages';

export interface PageResponse {
  status: number;
  location: string | undefined;
  cacheControl: string | undefined;
  contentType: string | undefined;
  body: string;
}

/**
 * Does `inject` send this URL as written? It parses URLs with WHATWG URL, which turns `\` into
 * `/`, resolves `..` and `%2e%2e` segments and escapes `<`; a browser does much the same, but
 * curl, crawlers and attackers send the raw bytes, so those cases go over a socket.
 */
export function injectKeepsUrl(url: string): boolean {
  const parsed = new URL(url, 'http://localhost');
  return parsed.pathname + parsed.search === url;
}

/** GET over a real socket with the path exactly as given. */
export function rawGet(app: FastifyInstance, path: string, headers: Record<string, string> = {}): Promise<PageResponse> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    // a fresh connection each time: after a refused request Node closes the socket
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          cacheControl: res.headers['cache-control'],
          contentType: res.headers['content-type'],
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** GET through inject when it keeps the URL, else over the socket (the app must listen). */
export async function getPage(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<PageResponse> {
  if (!injectKeepsUrl(url)) return rawGet(app, url, headers);
  const res = await app.inject({ method: 'GET', url, headers });
  const location = res.headers.location;
  const cacheControl = res.headers['cache-control'];
  const contentType = res.headers['content-type'];
  return {
    status: res.statusCode,
    location: typeof location === 'string' ? location : undefined,
    cacheControl: typeof cacheControl === 'string' ? cacheControl : undefined,
    contentType: typeof contentType === 'string' ? contentType : undefined,
    body: res.body,
  };
}

/** The boot data as the browser reads it: JSON.parse of #site-boot's text. */
export function bootOf(html: string): { overrideHosts: string[]; page: BootPage } {
  const m = /<script id="site-boot" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error(`no #site-boot in ${html.slice(0, 200)}`);
  return JSON.parse(m[1] ?? '');
}

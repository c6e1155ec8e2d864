import Fastify from 'fastify';
import { defaultSiteConfig } from '@site/api';
import { parseMfAnswer } from '../../root-config/src/json-protocol';
import { informationPage, renderInformation } from '../../server/remote/information';
import externalPlugins from '../../server/plugins/external/index';
import informationFrontEnd from '../../server/remote/information-routes';

async function app() {
  const server = Fastify();
  // the server's own strict validation (no type coercion) and error envelope, as in server/app.ts
  await server.register(externalPlugins);
  server.decorate('siteConfig', { get: async () => defaultSiteConfig } as never);
  await server.register(informationFrontEnd);
  return server;
}
const headers = { 'mf-render-mode': 'json', 'mf-api-version': 'v2' };

test('information paths map to pages; anything else is not ours', () => {
  expect(informationPage('/en/information/about')).toEqual({ lang: 'en', page: 'about', detail: [] });
  expect(informationPage('/ru/information/rules/1/2')).toEqual({ lang: 'ru', page: 'rules', detail: ['1', '2'] });
  expect(informationPage('/en/information')).toEqual({ lang: 'en', page: 'index', detail: [] });
  expect(informationPage('/en/line')).toBeNull();
  expect(informationPage('/information/about')).toBeNull();
  expect(informationPage('/en/information/<x>')).toBeNull();
});

test('the answer is server-rendered React that passes the browser validator', () => {
  const answer = renderInformation({ path: '/en/information/about', companyName: 'Demo Bet' })!;
  expect(answer.body).toContain('data-testid="information-page"');
  expect(answer.body).toContain('About Demo Bet');
  expect(answer.title).toBe('About Demo Bet | Demo Bet');
  expect(parseMfAnswer(answer, { allowedOrigins: [], pageHref: 'http://site/en/information/about', expectedAppName: '@site/app-information' }).ok).toBe(true);
});

test('GET and POST with the protocol headers answer JSON; other modes 406; unknown pages 404; bad bodies 400', async () => {
  const server = await app();
  const get = await server.inject({ method: 'GET', url: '/remote/information/en/information/howbet', headers });
  expect(get.statusCode).toBe(200);
  expect(get.json()).toMatchObject({ appName: '@site/app-information', cssToLoad: [], scriptsToLoad: [], codeToEval: '' });
  const post = await server.inject({ method: 'POST', url: '/remote/information/en/information/contacts', headers, payload: { components: ['page'] } });
  expect(post.statusCode).toBe(200);
  expect((await server.inject({ method: 'GET', url: '/remote/information/en/information/about' })).statusCode).toBe(406);
  expect((await server.inject({ method: 'GET', url: '/remote/information/en/information/about', headers: { ...headers, 'mf-api-version': 'v1' } })).statusCode).toBe(406);
  expect((await server.inject({ method: 'GET', url: '/remote/information/en/line', headers })).statusCode).toBe(404);
  expect((await server.inject({ method: 'POST', url: '/remote/information/en/information/about', headers, payload: { components: 'page' } })).statusCode).toBe(400);
  await server.close();
});

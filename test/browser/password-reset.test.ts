// The password reset for real on the built site (issue 15): a guest opens the forgot-password
// modal from the query, asks for a link, opens the link from the outbox, sets a new password,
// and signs in with it; the old password no longer works.
import { registerPlayer } from '../server/players';
import { withSiteAndBrowser } from './site';

jest.setTimeout(90_000);

const web = withSiteAndBrowser();

test('forgot password from ?showForgotPasswordModal=1 through the mailed link to a new password that signs in', async () => {
  const email = `reset.${Date.now()}@example.com`;
  const player = await registerPlayer(web.site.app, { email });
  const { page, errors } = await web.open('/en/?showForgotPasswordModal=1');
  await page.waitForSelector('[data-testid="modal-forgot-password"]');
  // the flag is taken off the address
  expect(new URL(page.url()).search).toBe('');
  await page.type('[data-testid="forgot-login"]', email);
  const requested = page.waitForResponse((r) => r.url().endsWith('/web-api/auth/password-reset/request'));
  await page.click('[data-testid="forgot-submit"]');
  expect((await requested).status()).toBe(202);
  await page.waitForSelector('[data-testid="forgot-sent"]');

  // the outbox (what `admin outbox` prints) holds the mail with the link
  const mail = await web.site.db.database.db.selectFrom('outbox').selectAll().where('to_address', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const link = /https?:\/\/\S+\/en\/user\/passwordreset\?token=[A-Za-z0-9_-]+/.exec(mail.body)?.[0];
  expect(link).toBeDefined();
  expect(link!.startsWith(web.site.url)).toBe(true);

  await page.goto(link!, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('[data-testid="password-reset-form"]');
  await page.type('[data-testid="reset-password"]', 'brandnew42');
  await page.type('[data-testid="reset-repeat"]', 'brandnew42');
  const confirmed = page.waitForResponse((r) => r.url().endsWith('/web-api/auth/password-reset/confirm'));
  await page.click('[data-testid="reset-submit"]');
  expect((await confirmed).status()).toBe(204);
  await page.waitForSelector('[data-testid="password-reset-done"]');

  // sign in with the new password through the login modal
  await page.click('[data-testid="password-reset-login"]');
  await page.waitForSelector('[data-testid="login-modal-login"]');
  await page.type('[data-testid="login-modal-login"]', email);
  await page.type('[data-testid="login-modal-password"]', 'brandnew42');
  const login = page.waitForResponse((r) => r.url().endsWith('/web-api/auth/login'));
  await page.click('[data-testid="login-modal-submit"]');
  expect((await login).status()).toBe(200);
  await page.waitForSelector('[data-testid="header-balance"]');

  // the old password no longer signs in, and the link works only once
  const old = await web.site.app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { login: email, password: player.password } });
  expect(old.statusCode).toBe(401);
  const token = new URL(link!).searchParams.get('token');
  const again = await web.site.app.inject({ method: 'POST', url: '/web-api/auth/password-reset/confirm', payload: { token, password: 'another42' } });
  expect(again.statusCode).toBe(400);
  expect(errors).toEqual([]);
});

// The office's account, security and verification pages on the built site (issue 18): personal
// data saved, two-step sign-in turned on with the page's secret (a code of it confirms it, the
// backup codes show once, sign-in then asks for a code), a document uploaded as multipart.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { twoStepCode } from '../../server/plugins/app/auth/two-step-code';
import { registerPlayer } from '../server/players';
import { withSiteAndBrowser } from './site';

jest.setTimeout(90_000);

const web = withSiteAndBrowser();
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'site-upload-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function signedIn(path: string) {
  const player = await registerPlayer(web.site.app);
  const [name, value] = player.cookie.split('=') as [string, string];
  return { player, ...(await web.open(path, (p) => p.setCookie({ name, value, url: web.site.url }))) };
}

test('account: the personal data is saved and the verification page takes a document', async () => {
  const { page, errors } = await signedIn('/en/office/account');
  await page.waitForSelector('[data-testid="account-personal-form"]');
  await page.type('[data-testid="account-name"]', 'Ann');
  await page.type('[data-testid="account-surname"]', 'Lee');
  await page.select('[data-testid="account-documentType"]', 'passport');
  await page.type('[data-testid="account-documentNumber"]', 'AB123456');
  const saved = page.waitForResponse((r) => r.url().endsWith('/web-api/user/profile') && r.request().method() === 'PUT');
  await page.click('[data-testid="account-save"]');
  expect((await saved).status()).toBe(200);
  await page.waitForSelector('[data-testid="account-saved"]');
  expect(await page.$eval('[data-testid="account-verification"]', (el) => el.getAttribute('data-state'))).toBe('none');

  await page.goto(`${web.site.url}/en/office/verification`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('[data-testid="verification-upload"]');
  const file = join(dir, 'scan.png');
  writeFileSync(file, Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'), Buffer.alloc(64)]));
  const input = await page.$('[data-testid="verification-file"]');
  await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(file);
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/web-api/user/documents') && r.request().method() === 'POST');
  await page.click('[data-testid="verification-submit"]');
  expect((await uploaded).status()).toBe(201);
  await page.waitForSelector('[data-testid="verification-document"][data-status="pending"]');
  expect(await page.$eval('[data-testid="verification-status"]', (el) => el.getAttribute('data-state'))).toBe('pending');
  expect(errors).toEqual([]);
});

test('security: two-step sign-in turned on from the page; sign-in then asks for a code', async () => {
  const { page, errors, player } = await signedIn('/en/office/security');
  await page.waitForSelector('[data-testid="security-protection-level"]');
  await page.click('[data-testid="security-two-step-enable"]');
  await page.waitForSelector('[data-testid="security-two-step-qr"]');
  const secret = await page.$eval('[data-testid="security-two-step-secret"]', (el) => el.textContent ?? '');
  await page.type('[data-testid="security-two-step-code"]', twoStepCode(secret, Date.now()));
  await page.click('[data-testid="security-two-step-confirm"]');
  await page.waitForSelector('[data-testid="security-backup-codes"]');
  await page.waitForSelector('[data-testid="security-two-step"][data-enabled="true"]');
  await page.waitForSelector('[data-testid="security-method-enable_two_factor_auth"][data-on="true"]');
  const login = await web.site.app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { login: player.login, password: player.password } });
  expect(login.json()).toEqual({ twoStep: true });
  expect(errors).toEqual([]);
});

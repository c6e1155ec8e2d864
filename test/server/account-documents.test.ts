// Verification documents (issue 18): multipart upload checked by content, at most 10 MB, kept
// outside the web root, listed to their owner only, decided by `admin verification`.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../server/admin/cli';
import { type TestApp, testDialects } from './helper';
import { buildAppWith, registerPlayer } from './players';

jest.setTimeout(60_000);

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'), Buffer.alloc(64)]);
const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');

/** A multipart/form-data body: text fields, then files. */
function form(fields: Record<string, string>, files: { name: string; filename: string; type: string; content: Buffer }[], fieldsLast = false) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  const fieldParts = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (!fieldsLast) parts.push(...fieldParts);
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`), f.content, Buffer.from('\r\n'));
  }
  if (fieldsLast) parts.push(...fieldParts);
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDialects())('documents API on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'site-docs-'));
    t = await buildAppWith(dialect, { options: { documentsDir: dir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const upload = (cookie: string | undefined, body: ReturnType<typeof form>) =>
    t.app.inject({ method: 'POST', url: '/web-api/user/documents', payload: body.payload, headers: { ...body.headers, ...(cookie && { cookie }) } });
  const list = (cookie: string) => t.app.inject({ url: '/web-api/user/documents', headers: { cookie } });

  test('an image or a PDF is kept outside the web root and listed to its owner only, pending', async () => {
    const p = await registerPlayer(t.app);
    const png = await upload(p.cookie, form({ kind: 'passport' }, [{ name: 'file', filename: 'scan.png', type: 'image/png', content: PNG }]));
    expect(png.statusCode).toBe(201);
    expect(png.json()).toEqual({ id: expect.any(Number), status: 'pending' });
    // the kind may come after the file, and the declared type does not matter
    const pdf = await upload(p.cookie, form({ kind: 'proof_of_address' }, [{ name: 'file', filename: 'bill', type: 'application/octet-stream', content: PDF }], true));
    expect(pdf.statusCode).toBe(201);

    const mine = (await list(p.cookie)).json();
    expect(mine.verification).toBe('pending');
    expect(mine.documents).toEqual([
      { id: pdf.json().id, kind: 'proof_of_address', status: 'pending', mime: 'application/pdf', size: PDF.length, createdAt: expect.any(Number) },
      { id: png.json().id, kind: 'passport', status: 'pending', mime: 'image/png', size: PNG.length, createdAt: expect.any(Number) },
    ]);
    // the files: random names (never the uploaded one), readable by the server's user only
    const files = readdirSync(dir).filter((f) => f.startsWith(`${p.userId}-`));
    expect(files).toHaveLength(2);
    expect(files.join()).not.toMatch(/scan|bill/);
    expect(files.map((f) => readFileSync(join(dir, f)).equals(PNG) || readFileSync(join(dir, f)).equals(PDF))).toEqual([true, true]);
    expect(statSync(join(dir, files[0]!)).mode & 0o077).toBe(0);
    // another player sees none of them, and the user config says pending
    const other = await registerPlayer(t.app);
    expect((await list(other.cookie)).json()).toEqual({ documents: [], verification: 'none' });
    expect((await t.app.inject({ url: '/web-api/user/config', headers: { cookie: p.cookie } })).json().user_status_id).toBe(1);
    // no address serves the file
    const guess = await t.app.inject({ url: `/documents/${files[0]}` });
    expect(guess.body).not.toContain('PNG');
  });

  test('content decides: a text file named .png is refused; over 10 MB answers 413; kind and file are required', async () => {
    const p = await registerPlayer(t.app);
    const fake = await upload(p.cookie, form({ kind: 'selfie' }, [{ name: 'file', filename: 'me.png', type: 'image/png', content: Buffer.from('just some text, not an image at all') }]));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().errors[0].code).toBe('document.type_not_allowed');
    const big = await upload(p.cookie, form({ kind: 'selfie' }, [{ name: 'file', filename: 'big.png', type: 'image/png', content: Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]) }]));
    expect(big.statusCode).toBe(413);
    expect(big.json().errors[0]).toMatchObject({ code: 'document.too_large', meta: { maxMb: 10 } });
    const noKind = await upload(p.cookie, form({}, [{ name: 'file', filename: 'a.png', type: 'image/png', content: PNG }]));
    expect(noKind.json().errors[0].code).toBe('document.kind_invalid');
    const badKind = await upload(p.cookie, form({ kind: 'library_card' }, [{ name: 'file', filename: 'a.png', type: 'image/png', content: PNG }]));
    expect(badKind.statusCode).toBe(400);
    const noFile = await upload(p.cookie, form({ kind: 'passport' }, []));
    expect(noFile.json().errors[0].code).toBe('document.file_missing');
    const json = await t.app.inject({ method: 'POST', url: '/web-api/user/documents', payload: { kind: 'passport' }, headers: { cookie: p.cookie } });
    expect(json.statusCode).toBe(400);
    expect((await upload(undefined, form({ kind: 'passport' }, [{ name: 'file', filename: 'a.png', type: 'image/png', content: PNG }]))).statusCode).toBe(401);
    expect((await list(p.cookie)).json()).toEqual({ documents: [], verification: 'none' });
  });

  test('while the site requires identification, a player is asked to identify until his verification is approved', async () => {
    const p = await registerPlayer(t.app);
    const needs = async () => (await t.app.inject({ url: '/web-api/user/config', headers: { cookie: p.cookie } })).json().is_need_identification;
    expect(await needs()).toBe(false);
    await t.app.siteConfig.set('modules', 'identificationRequired', true);
    try {
      expect(await needs()).toBe(true);
      await upload(p.cookie, form({ kind: 'passport' }, [{ name: 'file', filename: 'a.png', type: 'image/png', content: PNG }]));
      // pending is not identified yet, nor is a rejection
      expect(await needs()).toBe(true);
      await t.app.documents.review(p.userId, 'reject');
      expect(await needs()).toBe(true);
      await upload(p.cookie, form({ kind: 'passport' }, [{ name: 'file', filename: 'b.png', type: 'image/png', content: PNG }]));
      await t.app.documents.review(p.userId, 'approve');
      expect(await needs()).toBe(false);
    } finally {
      await t.app.siteConfig.set('modules', 'identificationRequired', false);
    }
  });

  if (dialect === 'sqlite') {
    test('admin verification approves or rejects the pending documents', async () => {
      const p = await registerPlayer(t.app);
      await upload(p.cookie, form({ kind: 'id_card' }, [{ name: 'file', filename: 'a.png', type: 'image/png', content: PNG }]));
      process.env.DATABASE_URL = t.db.url;
      let out = '';
      const code = await runCli(['verification', String(p.userId), 'reject'], (s) => { out += s; }, () => {});
      expect(code).toBe(0);
      expect(JSON.parse(out)).toEqual({ userId: p.userId, decision: 'reject', documents: 1, verification: 'rejected' });
      expect((await list(p.cookie)).json()).toMatchObject({ verification: 'rejected', documents: [{ status: 'rejected' }] });
      await upload(p.cookie, form({ kind: 'id_card' }, [{ name: 'file', filename: 'b.png', type: 'image/png', content: PNG }]));
      expect((await list(p.cookie)).json().verification).toBe('pending');
      out = '';
      expect(await runCli(['verification', String(p.userId), 'approve'], (s) => { out += s; }, () => {})).toBe(0);
      expect(JSON.parse(out).verification).toBe('approved');
      expect((await t.app.inject({ url: '/web-api/user/profile', headers: { cookie: p.cookie } })).json().verification).toBe('approved');
      const config = (await t.app.inject({ url: '/web-api/user/config', headers: { cookie: p.cookie } })).json();
      expect(config).toMatchObject({ verification_status: 2, user_status_id: 0 });
      expect(await runCli(['verification', String(p.userId), 'maybe'], () => {}, () => {})).toBe(2);
    });
  }
});

// The production install (issue 20): `npm run build` compiles the server to JavaScript and
// `npm run serve` runs it with node alone. The compiled server needs only the packages of
// package.json's "dependencies" (so `npm ci --omit=dev` is enough) and serves the site.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BuiltServer, buildServerInProject, freePort, serveFlags } from './server-process';

jest.setTimeout(60_000);

const root = process.cwd();
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  scripts: Record<string, string>;
};
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('the compiled server', () => {
  const data = mkdtempSync(join(tmpdir(), 'site-serve-'));
  let built: BuiltServer;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    built = await buildServerInProject('server-test');
  });
  afterAll(() => {
    child?.kill('SIGKILL');
    built?.remove();
    rmSync(data, { recursive: true, force: true });
  });

  test('npm run serve runs the compiled JavaScript with node, not tsx', () => {
    expect(pkg.scripts.serve).toMatch(/^node .*dist\/server\/main\.mjs$/);
    expect(pkg.scripts.build).toBe('node scripts/build.mjs');
  });

  test('imports only production dependencies (no tsx, no TypeScript, no dev package)', () => {
    const needed = [...new Set(built.packages.map(packageOf))];
    expect(needed.length).toBeGreaterThan(0);
    expect(needed.filter((name) => !(name in pkg.dependencies))).toEqual([]);
    expect(needed).not.toContain('tsx');
    expect(needed.some((n) => n.startsWith('@site/'))).toBe(false);
  });

  test('serves the API and the page with node alone, started as `npm run serve` starts it', async () => {
    const port = await freePort();
    child = spawn(process.execPath, [...serveFlags(root), built.file], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        FEED: 'none',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: join(data, 'site.sqlite'),
        DIST_DIR: join(root, 'test', 'server', 'fixtures', 'shell-build'),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    let session: Response | undefined;
    for (let i = 0; i < 300 && !session; i++) {
      session = await fetch(`http://127.0.0.1:${port}/web-api/session`).catch(() => undefined);
      if (!session) await new Promise((r) => setTimeout(r, 100));
    }
    expect(session?.status).toBe(200);
    expect(await session?.json()).toEqual({ userId: null });
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    // the fixture's shell, its title replaced by the page's own (SEO head)
    expect(await page.text()).toContain('<main id="content">');
  });
});

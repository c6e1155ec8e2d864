// The production server as a child process (tsx server/main.ts or its build, FEED=none) on a
// database file: for tests that kill it (sportsbook-crash) and for the benches.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export interface ServerProcessOptions {
  /** Extra node flags, e.g. ['--cpu-prof']. */
  nodeArgs?: readonly string[];
  /** Show the server's stderr (benchmarks); tests keep it quiet. */
  stderr?: boolean;
  /** Each line the server logs (JSON, pino); stdout is ignored without it. */
  onLog?: (line: string) => void;
  /** Extra environment, e.g. {REDIS_URL, FEED: 'simulator'} (the defaults are FEED=none, production). */
  env?: Readonly<Record<string, string>>;
  /**
   * The server built as `npm run serve` runs it (buildServerInProject: one ES module, no tsx),
   * started with the serve script's flags; without it, tsx server/main.ts.
   */
  builtFile?: string;
}

export interface BuiltServer {
  file: string;
  /** The npm packages the built server imports. */
  packages: string[];
  /** Deletes the build. */
  remove(): void;
}

/**
 * The server built by the project's own server build (scripts/build/server.mjs), as `npm run
 * build` builds it, into a folder of its own under dist/: inside the project, so node resolves
 * its packages from node_modules as it will in production.
 */
export async function buildServerInProject(name: string): Promise<BuiltServer> {
  const root = process.cwd();
  const outDir = join(root, 'dist', `.${name}-${process.pid}`);
  // @ts-expect-error: a plain ES module of the build scripts, without types
  const { buildServer } = (await import('../../scripts/build/server.mjs')) as {
    buildServer(o: { root: string; outDir: string }): Promise<{ file: string; packages: string[] }>;
  };
  const built = await buildServer({ root, outDir });
  return { ...built, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

/**
 * The node flags `npm run serve` starts the built server with (package.json's one copy), so a
 * bench runs it as production does: `node <flags> dist/server/main.mjs`.
 */
export function serveFlags(root: string): string[] {
  const serve = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { serve: string } }).scripts.serve;
  const words = serve.trim().split(/\s+/);
  const flags = words.slice(1, -1);
  if (words[0] !== 'node' || !words.at(-1)!.endsWith('.mjs') || flags.some((f) => !f.startsWith('--'))) throw new Error(`package.json's serve script is not "node <--flags> <file>.mjs": ${serve}`);
  return flags;
}

/** Starts the server and resolves once it answers; rejects (and kills it) after 20 s. */
export async function startServerProcess(dbUrl: string, port: number, options: ServerProcessOptions = {}): Promise<ChildProcess> {
  // Jest (CommonJS) and the benchmarks (ESM) both run from the project root: npm scripts.
  const root = process.cwd();
  if (!existsSync(join(root, 'server', 'main.ts'))) throw new Error(`run from the project root, not ${root}`);
  // node itself (with the tsx loader for the sources), so SIGKILL reaches the server (the tsx wrapper would leave it running)
  const entry = options.builtFile ? [...serveFlags(root), options.builtFile] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...entry], {
    cwd: root,
    env: { ...process.env, FEED: 'none', DATABASE_URL: dbUrl, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: join(root, 'test', 'server', 'fixtures', 'shell-build'), NODE_ENV: 'production', ...options.env },
    stdio: ['ignore', options.onLog ? 'pipe' : 'ignore', options.stderr ? 'inherit' : 'ignore'],
  });
  if (options.onLog && child.stdout) {
    const onLog = options.onLog;
    let rest = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onLog(line);
    });
  }
  for (let i = 0; i < 200; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/web-api/line/sports`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

// The calculator CLI, spawned as a user would run it, on the engine bundle the build makes.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(__dirname, '../..');
const script = path.join(root, 'scripts/calc.mjs');
const engine = path.join(root, 'dist/node/betting.mjs');
const sources = path.join(root, 'shared-deps/betting/src');

function run(request: unknown, cli = script) {
  const arg = typeof request === 'string' ? request : JSON.stringify(request);
  const r = spawnSync(process.execPath, [cli, arg], { encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, json: r.status === 0 ? JSON.parse(r.stdout) : undefined };
}

beforeAll(async () => {
  // Same command as the project build; rebuilt here when missing or older than the sources.
  const newest = Math.max(...readdirSync(sources).map((f) => statSync(path.join(sources, f)).mtimeMs));
  if (!existsSync(engine) || statSync(engine).mtimeMs < newest) {
    await build({
      entryPoints: [path.join(sources, 'index.ts')],
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      outfile: engine,
      logLevel: 'silent',
    });
  }
}, 30_000);

describe('calc CLI answers', () => {
  it('convert', () => {
    expect(run({ op: 'convert', coef: 2.5, coefViewId: 2 }).json).toEqual({ value: 150, text: '+150' });
    expect(run({ op: 'convert', coef: 1.91, coefViewId: 1 }).json).toEqual({ value: { num: 10, den: 11 }, text: '10/11' });
    expect(run({ op: 'convert', coef: 1.91, coefViewId: 15 }).json).toEqual({ value: -1.099, text: '-1.099' });
    expect(run({ op: 'convert', coef: 1.9155, coefViewId: 0 }).json).toEqual({ value: 1.916, text: '1.916' });
  });
  it('system', () => {
    expect(run({ op: 'system', coefs: [1.5, 2, 2.5, 3, 1.8], k: 3, bankers: [0], amount: 100 }).json).toEqual({
      lines: 4,
      stakePerLine: 25,
      maxWin: 1811.25,
      minWin: 337.5,
    });
  });
  it('systemValues', () => {
    expect(run({ op: 'systemValues', n: 5, minBetAmount: 10 }).json).toEqual({
      values: [
        { value: 2, offset: 0, combo: 10, minBetAmount: 100 },
        { value: 3, offset: 0, combo: 10, minBetAmount: 100 },
        { value: 4, offset: 0, combo: 5, minBetAmount: 50 },
      ],
    });
  });
  it('bonus', () => {
    expect(run({ op: 'bonus', typeId: 1, coefs: [1.5, 1.6, 1.7, 1.2], flag: true }).json).toEqual({ offered: true, coef: 1.04 });
    expect(run({ op: 'bonus', typeId: 1, coefs: [1.5, 1.6, 1.7], flag: false }).json).toEqual({ offered: false, coef: 1 });
    expect(run({ op: 'bonus', typeId: 1, coefs: [1.5, 1.6, 1.7], flag: true, kinds: ['regular', 'special', 'regular'] }).json).toEqual({ offered: false, coef: 1 });
  });
  it('amountStep, with the RUB fallback', () => {
    expect(run({ op: 'amountStep', currency: 'USD' }).json).toEqual({ step: 2.5, initial: 5 });
    expect(run({ op: 'amountStep', currency: 'XYZ' }).json).toEqual({ step: 100, initial: 150 });
  });
  it('maxByBlock', () => {
    expect(run({ op: 'maxByBlock', maxBetAmount: 1000, blocks: [{ coef: 2, amount: 500 }, { coef: 1.5, amount: 800 }, { coef: 3, amount: 1 }] }).json).toEqual({
      max: [1000, 1000, 1200],
    });
  });
  it('possibleWin', () => {
    expect(run({ op: 'possibleWin', amount: 100, coef: 2.5, exactCoef: 2.0 }).json).toEqual({ possibleWin: 200 });
    expect(run({ op: 'possibleWin', amount: 100, coef: 2.5 }).json).toEqual({ possibleWin: 250 });
  });
});

describe('calc CLI refuses bad requests with status 2 and one line', () => {
  it.each([
    ['malformed JSON', '{"op":', /malformed JSON/],
    ['not an object', '[1]', /JSON object/],
    ['unknown op', { op: 'fly' }, /unknown op "fly"/],
    ['k above n', { op: 'system', coefs: [2, 2], k: 3, amount: 1 }, /"k" is 3/],
    ['k above n minus bankers', { op: 'system', coefs: [2, 2, 2], k: 3, bankers: [1], amount: 1 }, /"k" is 3/],
    ['negative amount', { op: 'possibleWin', amount: -1, coef: 2 }, /"amount" must be at least 0/],
    ['coef below 1', { op: 'system', coefs: [2, 0.9], k: 1, amount: 1 }, /coefs\[1\]/],
    ['coef of 1 to convert', { op: 'convert', coef: 1, coefViewId: 0 }, /"coef" must be above 1/],
    ['missing field', { op: 'possibleWin', amount: 10 }, /missing field "coef"/],
    ['unknown view', { op: 'convert', coef: 2, coefViewId: 3 }, /coefViewId/],
    ['unknown field', { op: 'possibleWin', amount: 10, coef: 2, extra: 1 }, /unknown field "extra"/],
    ['bad banker index', { op: 'system', coefs: [2, 2, 2], k: 1, bankers: [5], amount: 1 }, /bankers/],
    ['fractional n', { op: 'systemValues', n: 4.5 }, /whole number/],
    ['bankers above n', { op: 'systemValues', n: 3, bankers: 4 }, /cannot exceed/],
    ['bad type for bonus', { op: 'bonus', typeId: 3, coefs: [2], flag: true }, /typeId/],
    ['flag not boolean', { op: 'bonus', typeId: 1, coefs: [2], flag: 'yes' }, /flag/],
    ['bad currency', { op: 'amountStep', currency: 42 }, /currency/],
    ['empty blocks', { op: 'maxByBlock', maxBetAmount: 10, blocks: [] }, /blocks/],
    ['bad exactCoef', { op: 'possibleWin', amount: 10, coef: 2, exactCoef: 0.5 }, /exactCoef/],
  ])('%s', (_, request, message) => {
    const r = run(request);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('no argument', () => {
    const r = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/usage/);
  });

  it('hints at npm run build when the engine bundle is missing', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'calc-'));
    try {
      mkdirSync(path.join(dir, 'scripts'));
      copyFileSync(script, path.join(dir, 'scripts/calc.mjs'));
      const r = run({ op: 'amountStep', currency: 'USD' }, path.join(dir, 'scripts/calc.mjs'));
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/npm run build/);
      expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

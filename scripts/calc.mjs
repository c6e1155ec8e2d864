#!/usr/bin/env node
// Betting calculator on the built engine: node scripts/calc.mjs '<json request>'.
// Prints one JSON answer on stdout; on a bad request prints one line on stderr and exits 2.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ENGINE = fileURLToPath(new URL('../dist/node/betting.mjs', import.meta.url));

class UsageError extends Error {}

function fail(message) {
  throw new UsageError(message);
}

function isObject(x) {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function only(req, allowed) {
  for (const key of Object.keys(req)) {
    if (key !== 'op' && !allowed.includes(key)) fail(`unknown field "${key}" for op ${req.op} (allowed: ${allowed.join(', ')})`);
  }
}

function num(req, key, { min = -Infinity, optional = false, integer = false, above } = {}) {
  const v = req[key];
  if (v === undefined && optional) return undefined;
  if (v === undefined) fail(`missing field "${key}"`);
  if (typeof v !== 'number' || !Number.isFinite(v)) fail(`"${key}" must be a finite number, got ${JSON.stringify(v)}`);
  if (integer && !Number.isInteger(v)) fail(`"${key}" must be a whole number, got ${v}`);
  if (v < min) fail(`"${key}" must be at least ${min}, got ${v}`);
  if (above !== undefined && !(v > above)) fail(`"${key}" must be above ${above}, got ${v}`);
  return v;
}

function coefList(req, key) {
  const v = req[key];
  if (v === undefined) fail(`missing field "${key}"`);
  if (!Array.isArray(v) || v.length === 0) fail(`"${key}" must be a non-empty array of coefficients`);
  v.forEach((c, i) => {
    if (typeof c !== 'number' || !Number.isFinite(c) || c < 1) fail(`"${key}[${i}]" must be a coefficient of at least 1, got ${JSON.stringify(c)}`);
  });
  return v;
}

function currency(req) {
  const v = req.currency;
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || !/^[A-Za-z]{3}$/.test(v)) fail(`"currency" must be a 3-letter ISO code, got ${JSON.stringify(v)}`);
  return v.toUpperCase();
}

const OPS = {
  convert(req, b) {
    only(req, ['coef', 'coefViewId']);
    const coef = num(req, 'coef', { above: 1 });
    const viewId = req.coefViewId;
    if (viewId === undefined) fail('missing field "coefViewId"');
    if (!b.isCoefViewId(viewId)) fail(`"coefViewId" must be one of 0, 1, 2, 4, 5, 6, 14, 15, 16, got ${JSON.stringify(viewId)}`);
    const { value, text } = b.formatCoef(coef, viewId);
    return { value, text };
  },
  system(req, b) {
    only(req, ['coefs', 'k', 'bankers', 'amount', 'currency']);
    const coefs = coefList(req, 'coefs');
    const bankers = req.bankers ?? [];
    if (!Array.isArray(bankers)) fail('"bankers" must be an array of indices into coefs');
    bankers.forEach((i) => {
      if (!Number.isInteger(i) || i < 0 || i >= coefs.length) fail(`"bankers" holds ${JSON.stringify(i)}, not an index into coefs (0..${coefs.length - 1})`);
    });
    if (new Set(bankers).size !== bankers.length) fail('"bankers" lists an index twice');
    const k = num(req, 'k', { integer: true, min: 1 });
    const m = coefs.length - bankers.length;
    if (k > m) fail(`"k" is ${k} but there are only ${m} selections besides the bankers`);
    const amount = num(req, 'amount', { min: 0 });
    const { lines, stakePerLine, maxWin, minWin } = b.systemCalc({ coefs, k, bankers, amount, currency: currency(req) });
    return { lines, stakePerLine, maxWin, minWin };
  },
  systemValues(req, b) {
    only(req, ['n', 'minBetAmount', 'bankers', 'currency']);
    const n = num(req, 'n', { integer: true, min: 0 });
    const bankers = num(req, 'bankers', { integer: true, min: 0, optional: true }) ?? 0;
    if (bankers > n) fail(`"bankers" (${bankers}) cannot exceed "n" (${n})`);
    const minBetAmount = num(req, 'minBetAmount', { min: 0, optional: true }) ?? 0;
    return { values: b.systemValues({ n, bankers, minBetAmount, currency: currency(req) }) };
  },
  bonus(req, b) {
    only(req, ['typeId', 'coefs', 'flag', 'kinds']);
    const typeId = num(req, 'typeId', { integer: true });
    if (!b.COUPON_TYPE_IDS.includes(typeId)) fail(`"typeId" must be one of ${b.COUPON_TYPE_IDS.join(', ')}, got ${typeId}`);
    const coefs = coefList(req, 'coefs');
    if (typeof req.flag !== 'boolean') fail(`"flag" must be true or false, got ${JSON.stringify(req.flag)}`);
    const kinds = req.kinds ?? coefs.map(() => 'regular');
    if (!Array.isArray(kinds) || kinds.length !== coefs.length || kinds.some((k) => k !== 'regular' && k !== 'special')) {
      fail('"kinds" must be an array of "regular" or "special", one per coef');
    }
    return b.expressBonus({ flag: req.flag, typeId, bets: coefs.map((coef, i) => ({ coef, kind: kinds[i] })) });
  },
  amountStep(req, b) {
    only(req, ['currency']);
    if (req.currency === undefined) fail('missing field "currency"');
    const iso = currency(req);
    return { step: b.amountStep(iso), initial: b.initialAmount(iso) };
  },
  maxByBlock(req, b) {
    only(req, ['maxBetAmount', 'blocks', 'currency']);
    const max = num(req, 'maxBetAmount', { above: 0 });
    const blocks = req.blocks;
    if (!Array.isArray(blocks) || blocks.length === 0) fail('"blocks" must be a non-empty array of {coef, amount}');
    blocks.forEach((block, i) => {
      if (!isObject(block)) fail(`"blocks[${i}]" must be an object {coef, amount}`);
      const extra = Object.keys(block).find((key) => key !== 'coef' && key !== 'amount');
      if (extra) fail(`unknown field "blocks[${i}].${extra}"`);
      if (typeof block.coef !== 'number' || !Number.isFinite(block.coef) || block.coef < 1) fail(`"blocks[${i}].coef" must be a coefficient of at least 1, got ${JSON.stringify(block.coef)}`);
      if (typeof block.amount !== 'number' || !Number.isFinite(block.amount) || block.amount < 0) fail(`"blocks[${i}].amount" must be a number of at least 0, got ${JSON.stringify(block.amount)}`);
    });
    return { max: b.maxAmountByBlock(max, blocks, currency(req)) };
  },
  possibleWin(req, b) {
    only(req, ['amount', 'coef', 'exactCoef', 'currency']);
    const amount = num(req, 'amount', { min: 0 });
    const coef = num(req, 'coef', { min: 1 });
    const exactCoef = num(req, 'exactCoef', { min: 0, optional: true });
    if (exactCoef !== undefined && exactCoef !== 0 && exactCoef < 1) fail(`"exactCoef" must be 0 (unset) or at least 1, got ${exactCoef}`);
    return { possibleWin: b.possibleWin(amount, coef, exactCoef, currency(req)) };
  },
};

async function main(argv) {
  if (argv.length !== 1) fail(`usage: node scripts/calc.mjs '<json request>' (ops: ${Object.keys(OPS).join(', ')})`);
  let req;
  try {
    req = JSON.parse(argv[0]);
  } catch (e) {
    fail(`malformed JSON: ${e.message}`);
  }
  if (!isObject(req)) fail('the request must be a JSON object with an "op" field');
  const op = OPS[req.op];
  if (typeof req.op !== 'string' || !Object.hasOwn(OPS, req.op)) fail(`unknown op ${JSON.stringify(req.op)} (ops: ${Object.keys(OPS).join(', ')})`);
  if (!existsSync(ENGINE)) {
    process.stderr.write(`the betting engine is not built (${ENGINE} is missing): run npm run build\n`);
    process.exit(2);
  }
  const engine = await import(pathToFileURL(ENGINE).href);
  try {
    return op(req, engine);
  } catch (e) {
    if (e instanceof RangeError) fail(e.message);
    throw e;
  }
}

main(process.argv.slice(2)).then(
  (answer) => process.stdout.write(`${JSON.stringify(answer)}\n`),
  (e) => {
    process.stderr.write(`${e instanceof UsageError ? e.message : `calc failed: ${e?.message ?? e}`}`.split('\n')[0] + '\n');
    process.exit(e instanceof UsageError ? 2 : 1);
  },
);

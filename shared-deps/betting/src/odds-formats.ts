// Decimal coefficient <-> every display format of spec 1 §3 (coefViewId).
//
// Formats 14, 15 and 16 use the same conversion as 4, 5 and 6 (Hong Kong, Indonesian,
// Malay) but show 3 decimals instead of 2: the "precise" variants for players who trade
// on small moves. Decimal (0) shows at most 3 decimals and at least 2 (2.50, 1.915).
import { fractionalLadder, TRADITIONAL_DENOMINATORS } from './fractional-ladder';
import { gcd, roundTo } from './exact';
import { COEF_VIEW_IDS, type CoefViewId, type FormattedCoef, type Fraction } from './types';

export function isCoefViewId(id: unknown): id is CoefViewId {
  return COEF_VIEW_IDS.includes(id as CoefViewId);
}

/** Decimals shown by the numeric formats: 14/15/16 are the 3-decimal twins of 4/5/6. */
function decimalsOf(viewId: CoefViewId): number {
  return viewId >= 14 ? 3 : 2;
}

function fixed(x: number, digits: number): string {
  const r = roundTo(x, digits);
  return (Object.is(r, -0) ? 0 : r).toFixed(digits);
}

/** Within half a cent of decimal odds a ladder entry is "the same price". */
const LADDER_TOLERANCE_THOUSANDTHS = 5;

export function toFraction(coef: number): Fraction {
  // Work on thousandths so the choice is exact: |D/1000 - (1 + num/den)| < 5/1000.
  const d = Math.round(coef * 1000);
  let best: Fraction | undefined;
  let bestDist = Infinity;
  for (const { num, den } of fractionalLadder()) {
    const dist = Math.abs(d * den - 1000 * (num + den)) / den;
    if (dist < bestDist) {
      best = { num, den };
      bestDist = dist;
    }
  }
  if (best && bestDist < LADDER_TOLERANCE_THOUSANDTHS) return best;
  // Between ladder entries: the simplest fraction within half a cent, first among the
  // traditional denominators, then any up to 200 (one always exists there).
  const within = (den: number): Fraction | undefined => {
    const num = Math.round(((d - 1000) * den) / 1000);
    if (num <= 0 || Math.abs(d * den - 1000 * (num + den)) / den >= LADDER_TOLERANCE_THOUSANDTHS) return undefined;
    const g = gcd(num, den);
    return { num: num / g, den: den / g };
  };
  for (const den of TRADITIONAL_DENOMINATORS) {
    const f = within(den);
    if (f) return f;
  }
  for (let den = 2; den <= 200; den++) {
    const f = within(den);
    if (f) return f;
  }
  const num = d - 1000;
  const g = gcd(num, 1000);
  return { num: num / g, den: 1000 / g };
}

function assertCoef(coef: number): void {
  if (!Number.isFinite(coef) || coef <= 1) {
    throw new RangeError(`coef must be a finite decimal coefficient above 1, got ${coef}`);
  }
}

/** Shows a decimal coefficient in the given format. Throws RangeError for coef <= 1 or an unknown view. */
export function formatCoef(coef: number, viewId: CoefViewId): FormattedCoef {
  assertCoef(coef);
  const p = coef - 1;
  switch (viewId) {
    case 0: {
      const value = roundTo(coef, 3);
      const text = fixed(value, 3).replace(/0$/, '');
      return { viewId, value, text };
    }
    case 1: {
      const f = toFraction(coef);
      return { viewId, value: f, text: `${f.num}/${f.den}` };
    }
    case 2: {
      const value = coef >= 2 ? Math.round(p * 100) : -Math.round(100 / p);
      return { viewId, value, text: value > 0 ? `+${value}` : String(value) };
    }
    case 4:
    case 14:
      return numeric(viewId, p);
    case 5:
    case 15:
      return numeric(viewId, coef >= 2 ? p : -1 / p);
    case 6:
    case 16:
      return numeric(viewId, coef <= 2 ? p : -1 / p);
    default:
      throw new RangeError(`unknown coefViewId ${String(viewId)}`);
  }
}

function numeric(viewId: CoefViewId, raw: number): FormattedCoef {
  const digits = decimalsOf(viewId);
  const value = roundTo(raw, digits);
  return { viewId, value: Object.is(value, -0) ? 0 : value, text: fixed(raw, digits) };
}

function parseFraction(input: number | string | Fraction): Fraction {
  if (typeof input === 'number') throw new RangeError(`fractional odds are num/den, got ${input}`);
  if (typeof input !== 'string') return input;
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(input);
  if (!m) throw new RangeError(`not a fraction: ${input}`);
  return { num: Number(m[1]), den: Number(m[2]) };
}

function parseNumber(input: number | string | Fraction): number {
  const n = typeof input === 'number' ? input : typeof input === 'string' ? Number(input.trim()) : NaN;
  if (!Number.isFinite(n)) throw new RangeError(`not a number: ${JSON.stringify(input)}`);
  return n;
}

/**
 * Back to a decimal coefficient (unrounded: the caller decides how to quote it).
 * Throws RangeError when the value is not a valid price in that format.
 */
export function coefFromView(input: number | string | Fraction, viewId: CoefViewId): number {
  let coef: number;
  if (viewId === 1) {
    const { num, den } = parseFraction(input);
    if (!(den > 0) || !(num > 0)) throw new RangeError('fraction needs a positive numerator and denominator');
    coef = 1 + num / den;
  } else {
    const v = parseNumber(input);
    switch (viewId) {
      case 0:
        coef = v;
        break;
      case 2:
        if (Math.abs(v) < 100) throw new RangeError('American odds are at least +100 or at most -100');
        coef = v > 0 ? 1 + v / 100 : 1 + 100 / -v;
        break;
      case 4:
      case 14:
        coef = 1 + v;
        break;
      case 5:
      case 15:
        if (Math.abs(v) < 1) throw new RangeError('Indonesian odds are at least 1 or at most -1');
        coef = v > 0 ? 1 + v : 1 - 1 / v;
        break;
      case 6:
      case 16:
        if (Math.abs(v) > 1) throw new RangeError('Malay odds lie in [-1, 1]');
        coef = v >= 0 ? 1 + v : 1 - 1 / v;
        break;
      default:
        throw new RangeError(`unknown coefViewId ${String(viewId)}`);
    }
  }
  // 1.0 is accepted back: a 2-decimal format shows 0.00 for coefs below 1.005.
  if (!Number.isFinite(coef) || coef < 1) throw new RangeError(`${JSON.stringify(input)} is not a price in format ${viewId}`);
  return coef;
}

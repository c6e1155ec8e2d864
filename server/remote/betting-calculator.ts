import { expressCoef, possibleWin, systemTable } from '@site/betting';

export const CALC_TYPES = ['single', 'express', 'system'] as const;
export type CalcType = (typeof CALC_TYPES)[number];

export interface CalcInput {
  type: CalcType;
  /** as typed: coefficients separated by spaces or semicolons, comma or dot decimals */
  coefs: string;
  amount: string;
  /** the system's size */
  k: string;
}

export type CalcResult =
  | { ok: true; rows: { label: string; coef: number | null; stake: number; win: number; minWin?: number }[]; totalStake: number; maxWin: number }
  | { ok: false; error: 'coefs' | 'amount' | 'k' | 'count' };

const MAX_COEFS = 20;

/** The calculator's form values from the query (anything missing or odd: the defaults). */
export function calcInput(query: Record<string, unknown>): CalcInput | null {
  const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string).slice(0, 200) : '');
  if (!text('coefs') && !text('amount')) return null;
  const type = (CALC_TYPES as readonly string[]).includes(text('type')) ? (text('type') as CalcType) : 'single';
  return { type, coefs: text('coefs'), amount: text('amount'), k: text('k') || '2' };
}

/** Possible winnings with @site/betting, the engine the coupon uses: singles, an express, a system. */
export function calculate(input: CalcInput): CalcResult {
  const parts = input.coefs.split(/[\s;]+/).filter(Boolean);
  const coefs = parts.map((p) => Number(p.replace(',', '.')));
  if (parts.length === 0 || parts.length > MAX_COEFS || coefs.some((c) => !Number.isFinite(c) || c < 1.001 || c > 10_000)) return { ok: false, error: 'coefs' };
  const amount = Number(input.amount.replace(',', '.'));
  if (!Number.isFinite(amount) || amount <= 0 || amount > 1_000_000_000 || Math.round(amount * 100) !== amount * 100) return { ok: false, error: 'amount' };
  if (input.type === 'single') {
    const rows = coefs.map((c, i) => ({ label: `${i + 1}`, coef: c, stake: amount, win: possibleWin(amount, c) }));
    return { ok: true, rows, totalStake: amount * coefs.length, maxWin: rows.reduce((s, r) => s + Math.round(r.win * 100), 0) / 100 };
  }
  if (coefs.length < 2) return { ok: false, error: 'count' };
  if (input.type === 'express') {
    const coef = expressCoef(coefs);
    const win = possibleWin(amount, coef);
    return { ok: true, rows: [{ label: `${coefs.length}`, coef, stake: amount, win }], totalStake: amount, maxWin: win };
  }
  const k = Number(input.k);
  if (coefs.length < 3 || !Number.isInteger(k) || k < 2 || k >= coefs.length) return { ok: false, error: coefs.length < 3 ? 'count' : 'k' };
  const [row] = systemTable({ coefs, amount }, [k]);
  if (!row) return { ok: false, error: 'k' };
  return {
    ok: true,
    rows: [{ label: `${k}/${coefs.length}`, coef: null, stake: Math.round(row.stakePerLine * 100) / 100, win: row.maxWin, minWin: row.minWin }],
    totalStake: amount,
    maxWin: row.maxWin,
  };
}

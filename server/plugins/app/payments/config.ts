// The payment amounts the operator allows, per method and currency, and the first-deposit
// bonus: defaults here, overridden in the site config's `office` group (`npm run -s admin --
// flag office.paymentLimits '{"demo":{"RUB":{"min":50,"max":100000}}}'`,
// `office.firstDepositBonus '{"percent":50,"max":{"RUB":5000}}'`). Amounts in whole currency units.
import type { SiteConfig } from '@site/api';
import { isRecord } from '@site/api';

export interface AmountRange {
  min: number;
  max: number;
}
/** method id -> currency ISO -> range */
export type PaymentLimits = Record<string, Record<string, AmountRange>>;
export interface FirstDepositBonus {
  /** percent of the first deposit credited to the bonus account */
  percent: number;
  /** the most it gives, by currency ISO */
  max: Record<string, number>;
}

export const DEFAULT_PAYMENT_LIMITS: PaymentLimits = {
  demo: {
    RUB: { min: 100, max: 500_000 },
    USD: { min: 1, max: 10_000 },
    EUR: { min: 1, max: 10_000 },
    KZT: { min: 500, max: 2_000_000 },
    UAH: { min: 50, max: 200_000 },
    JPY: { min: 100, max: 1_000_000 },
  },
};

export const DEFAULT_FIRST_DEPOSIT_BONUS: FirstDepositBonus = {
  percent: 100,
  max: { RUB: 10_000, USD: 100, EUR: 100, KZT: 50_000, UAH: 4_000, JPY: 15_000 },
};

const isAmount = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x > 0;

/** The range of a method in a currency: the config's when it is a valid one, else the default; null when not offered. */
export function amountRange(config: SiteConfig, method: string, iso: string): AmountRange | null {
  const configured = (config.office as Record<string, unknown>).paymentLimits;
  const fromConfig = isRecord(configured) && isRecord(configured[method]) ? configured[method][iso] : undefined;
  if (isRecord(fromConfig) && isAmount(fromConfig.min) && isAmount(fromConfig.max) && fromConfig.min <= fromConfig.max) {
    return { min: fromConfig.min, max: fromConfig.max };
  }
  return DEFAULT_PAYMENT_LIMITS[method]?.[iso] ?? null;
}

export function firstDepositBonus(config: SiteConfig): FirstDepositBonus {
  const configured = (config.office as Record<string, unknown>).firstDepositBonus;
  if (isRecord(configured) && typeof configured.percent === 'number' && configured.percent >= 0 && configured.percent <= 1000 && isRecord(configured.max)) {
    const max: Record<string, number> = {};
    for (const [iso, value] of Object.entries(configured.max)) if (isAmount(value)) max[iso] = value;
    return { percent: configured.percent, max };
  }
  return DEFAULT_FIRST_DEPOSIT_BONUS;
}

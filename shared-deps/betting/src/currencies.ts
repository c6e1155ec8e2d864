// Bet amount step and default initial amount per currency (spec 1 §5, §9).
// ONE table: [iso, minor-unit digits (ISO 4217), amount step, initial amount?].
// Steps the spec names are kept as given (RUB 100, USD 2.5, EUR 2.5, UAH 50, JPY 500,
// KWD 0.5, AUD 1); the rest are the nice number (1, 2.5 or 5 times a power of ten) nearest
// to about 2 US dollars at 2024 rates, never below one minor unit. Initial amounts the spec
// names are given in the fourth column; the rest are derived as two steps.

type CurrencyRow = readonly [iso: string, minorDigits: number, step: number, initial?: number];

const CURRENCY_ROWS: readonly CurrencyRow[] = [
  ['AED', 2, 10],
  ['AFN', 2, 100],
  ['ALL', 2, 250],
  ['AMD', 2, 1000],
  ['ANG', 2, 5],
  ['AOA', 2, 2500],
  ['ARS', 2, 2500],
  ['AUD', 2, 1],
  ['AWG', 2, 5],
  ['AZN', 2, 2.5],
  ['BAM', 2, 5],
  ['BBD', 2, 5],
  ['BDT', 2, 250],
  ['BGN', 2, 5],
  ['BHD', 3, 1],
  ['BIF', 0, 5000],
  ['BMD', 2, 2.5],
  ['BND', 2, 2.5],
  ['BOB', 2, 10],
  ['BRL', 2, 10],
  ['BSD', 2, 2.5],
  ['BTN', 2, 250],
  ['BWP', 2, 25],
  ['BYN', 2, 5],
  ['BZD', 2, 5],
  ['CAD', 2, 2.5],
  ['CDF', 2, 5000],
  ['CHF', 2, 2.5],
  ['CLP', 0, 2500],
  ['CNY', 2, 10],
  ['COP', 2, 10000],
  ['CRC', 2, 1000],
  ['CUP', 2, 50],
  ['CVE', 2, 250],
  ['CZK', 2, 50],
  ['DJF', 0, 500],
  ['DKK', 2, 10],
  ['DOP', 2, 100],
  ['DZD', 2, 250],
  ['EGP', 2, 100],
  ['ERN', 2, 25],
  ['ETB', 2, 250],
  ['EUR', 2, 2.5, 5],
  ['FJD', 2, 5],
  ['FKP', 2, 1],
  ['GBP', 2, 1, 5],
  ['GEL', 2, 5],
  ['GHS', 2, 25],
  ['GIP', 2, 1],
  ['GMD', 2, 100],
  ['GNF', 0, 25000],
  ['GTQ', 2, 10],
  ['GYD', 2, 500],
  ['HKD', 2, 10],
  ['HNL', 2, 50],
  ['HTG', 2, 250],
  ['HUF', 2, 1000],
  ['IDR', 2, 25000],
  ['ILS', 2, 10],
  ['INR', 2, 250, 300],
  ['IQD', 3, 2500],
  ['IRR', 2, 100000],
  ['ISK', 0, 250],
  ['JMD', 2, 250],
  ['JOD', 3, 1],
  ['JPY', 0, 500],
  ['KES', 2, 250],
  ['KGS', 2, 250],
  ['KHR', 2, 10000],
  ['KMF', 0, 1000],
  ['KRW', 0, 2500],
  ['KWD', 3, 0.5],
  ['KYD', 2, 2.5],
  ['KZT', 2, 1000, 1000],
  ['LAK', 2, 50000],
  ['LBP', 2, 250000],
  ['LKR', 2, 500],
  ['LRD', 2, 500],
  ['LSL', 2, 50],
  ['LYD', 3, 10],
  ['MAD', 2, 25],
  ['MDL', 2, 50],
  ['MGA', 2, 10000],
  ['MKD', 2, 100],
  ['MMK', 2, 5000],
  ['MNT', 2, 5000],
  ['MOP', 2, 25],
  ['MRU', 2, 100],
  ['MUR', 2, 100],
  ['MVR', 2, 25],
  ['MWK', 2, 2500],
  ['MXN', 2, 50],
  ['MYR', 2, 10],
  ['MZN', 2, 100],
  ['NAD', 2, 50],
  ['NGN', 2, 2500],
  ['NIO', 2, 100],
  ['NOK', 2, 25],
  ['NPR', 2, 250],
  ['NZD', 2, 2.5],
  ['OMR', 3, 1],
  ['PAB', 2, 2.5],
  ['PEN', 2, 10],
  ['PGK', 2, 10],
  ['PHP', 2, 100],
  ['PKR', 2, 500],
  ['PLN', 2, 10],
  ['PYG', 0, 10000],
  ['QAR', 2, 10],
  ['RON', 2, 10],
  ['RSD', 2, 250],
  ['RUB', 2, 100, 150],
  ['RWF', 0, 2500],
  ['SAR', 2, 10],
  ['SBD', 2, 25],
  ['SCR', 2, 25],
  ['SDG', 2, 1000],
  ['SEK', 2, 25],
  ['SGD', 2, 2.5],
  ['SHP', 2, 1],
  ['SLE', 2, 50],
  ['SOS', 2, 1000],
  ['SRD', 2, 50],
  ['STN', 2, 50],
  ['SVC', 2, 25],
  ['SYP', 2, 25000],
  ['SZL', 2, 50],
  ['THB', 2, 50],
  ['TJS', 2, 25],
  ['TMT', 2, 5],
  ['TND', 3, 5],
  ['TOP', 2, 5],
  ['TRY', 2, 50],
  ['TTD', 2, 10],
  ['TWD', 2, 50],
  ['TZS', 2, 5000],
  ['UAH', 2, 50, 50],
  ['UGX', 0, 10000],
  ['USD', 2, 2.5, 5],
  ['UYU', 2, 100],
  ['UZS', 2, 25000],
  ['VES', 2, 100],
  ['VND', 0, 50000],
  ['VUV', 0, 250],
  ['WST', 2, 5],
  ['XAF', 0, 1000],
  ['XCD', 2, 5],
  ['XOF', 0, 1000],
  ['XPF', 0, 250],
  ['YER', 2, 500],
  ['ZAR', 2, 50],
  ['ZMW', 2, 50],
];

export interface CurrencyInfo {
  iso: string;
  minorDigits: number;
  amountStep: number;
  initialAmount: number;
}

export const FALLBACK_CURRENCY = 'RUB';

/** Every currency in the table, built on call (no module-level state). */
export function listCurrencies(): CurrencyInfo[] {
  return CURRENCY_ROWS.map(([iso, minorDigits, step, initial]) => ({
    iso,
    minorDigits,
    amountStep: step,
    initialAmount: initial ?? step * 2,
  }));
}

function findRow(iso: string | undefined): CurrencyRow | undefined {
  const key = (iso ?? '').toUpperCase();
  return CURRENCY_ROWS.find((row) => row[0] === key);
}

export function isKnownCurrency(iso: string | undefined): boolean {
  return findRow(iso) !== undefined;
}

/** The currency's row; unknown or missing currencies fall back to RUB (spec 1 §5). */
export function currencyInfo(iso: string | undefined): CurrencyInfo {
  const [code, minorDigits, step, initial] = findRow(iso) ?? findRow(FALLBACK_CURRENCY)!;
  return { iso: code, minorDigits, amountStep: step, initialAmount: initial ?? step * 2 };
}

export function amountStep(iso: string | undefined): number {
  return currencyInfo(iso).amountStep;
}

export function initialAmount(iso: string | undefined): number {
  return currencyInfo(iso).initialAmount;
}

export function minorDigits(iso: string | undefined): number {
  return currencyInfo(iso).minorDigits;
}

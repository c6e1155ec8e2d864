import { formatDateTime, formatMoney, formatNumber, type DateTimeStyle } from '@site/i18n';
import { useStores, type RootStore } from '@site/stores';
import { formatOdds } from './odds';

/** Money, odds and moments the way this player reads them. */
export interface Format {
  /** In his language, with the currency's symbol and minor digits. */
  money(amount: number, currency: string): string;
  /** In his odds format (the one he chose on the sports page, else the site's). */
  odds(coef: number): string;
  /** A plain number (a count, a multiplier) in his language. */
  number(value: number, maxDigits?: number): string;
  /** In his language, time zone and 12/24-hour clock. */
  dateTime(value: Date | number | string, style?: DateTimeStyle): string;
}

/**
 * The player's formats, read from the root store when each is used: inside a MobX observer
 * (every parcel component), a change of language, odds format, zone or clock re-renders
 * what shows it.
 */
export function formatOf(root: Pick<RootStore, 'settings' | 'coupon'>): Format {
  const { settings } = root;
  return {
    money: (amount, currency) => formatMoney(amount, currency, settings.language),
    odds: (coef) => formatOdds(coef, root.coupon.coefViewId),
    number: (value, maxDigits) => formatNumber(value, settings.language, maxDigits),
    dateTime: (value, style = 'dateTime') =>
      formatDateTime(value, style, { lang: settings.language, timeZone: settings.timeZone, is12h: settings.is12h }),
  };
}

/** formatOf the nearest root store; call it in an observer component. */
export function useFormat(): Format {
  return formatOf(useStores());
}

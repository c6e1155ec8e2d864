import type { i18n } from 'i18next';
import type { Logger } from '@site/api';
import { formatMoney } from './format/money';

/** A message as data (@site/api `Message`): a dotted code and the values its words need. */
export interface MessageLike {
  code: string;
  values?: Record<string, string | number>;
}

export type MessageLogger = Pick<Logger, 'warn'>;

/**
 * Values that are sums of money: with a `currency` among the values they are said as money in
 * the player's language ('1 125,00 ₽', '₽1,125.00'), so the words need no `{{currency}}`
 * after them.
 */
export const MONEY_VALUE_NAMES = ['balance', 'min', 'max', 'remaining', 'amount'] as const;

function sayValues(values: MessageLike['values'], lang: string): Record<string, string | number> {
  const out: Record<string, string | number> = { ...values };
  const currency = values?.currency;
  if (typeof currency !== 'string') return out;
  for (const name of MONEY_VALUE_NAMES) {
    const v = out[name];
    if (typeof v === 'number') out[name] = formatMoney(v, currency, lang);
  }
  return out;
}

/**
 * The player's words for a message, in the instance's current language. A code this page has
 * no words for shows the generic message and is logged with its code: never `undefined`,
 * never a raw key.
 */
export function translateMessage(instance: i18n, message: MessageLike, logger: MessageLogger = console): string {
  const key = `errors:${message.code}`;
  if (typeof message.code === 'string' && message.code !== '' && instance.exists(key) && typeof instance.t(key, { returnObjects: true }) === 'string') {
    return instance.t(key, sayValues(message.values, instance.language));
  }
  logger.warn(`no words for message code "${String(message.code).slice(0, 80)}"`);
  return instance.t('errors:unknown');
}

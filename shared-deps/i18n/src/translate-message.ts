import type { i18n } from 'i18next';
import type { Logger } from '@site/api';

/** A message as data (@site/api `Message`): a dotted code and the values its words need. */
export interface MessageLike {
  code: string;
  values?: Record<string, string | number>;
}

export type MessageLogger = Pick<Logger, 'warn'>;

/**
 * The player's words for a message, in the instance's current language. A code this page has
 * no words for shows the generic message and is logged with its code: never `undefined`,
 * never a raw key.
 */
export function translateMessage(instance: i18n, message: MessageLike, logger: MessageLogger = console): string {
  const key = `errors:${message.code}`;
  if (typeof message.code === 'string' && message.code !== '' && instance.exists(key) && typeof instance.t(key, { returnObjects: true }) === 'string') {
    return instance.t(key, { ...message.values });
  }
  logger.warn(`no words for message code "${String(message.code).slice(0, 80)}"`);
  return instance.t('errors:unknown');
}

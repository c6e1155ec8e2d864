import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { currencyById, toMinor } from '../../plugins/app/money/currencies';
import { UsageError } from '../command';

/** A positive decimal amount as an operator types it ("100", "25.50"). */
export function parseAmountText(text: string | undefined): number {
  if (text === undefined || !/^\d{1,12}(\.\d{1,8})?$/.test(text) || Number(text) <= 0) {
    throw new UsageError(`amount must be a positive decimal such as 100 or 25.50, got "${text ?? ''}"`);
  }
  return Number(text);
}

/** The amount in minor units of the player's main currency. */
export async function playerMinor(db: Kysely<Database>, userId: number, amount: number): Promise<{ minor: number; currency: string }> {
  const account = await db.selectFrom('accounts').select('currency_id').where('user_id', '=', userId).where('type', '=', 0).executeTakeFirst();
  if (!account) throw new UsageError(`no player with id ${userId}`);
  const currency = currencyById(account.currency_id);
  if (!currency) throw new Error(`player ${userId} has an unknown currency ${account.currency_id}`);
  const minor = toMinor(amount, currency);
  if (minor === null) throw new UsageError(`amount ${amount} has more decimals than ${currency.iso} allows (${currency.minorUnits})`);
  return { minor, currency: currency.iso };
}

/** A sub-command and its arguments: `support reply 3 text` -> ['reply', ['3', 'text']]. */
export function subcommand<const S extends readonly string[]>(args: string[], allowed: S, usage: string): [S[number], string[]] {
  const [sub, ...rest] = args;
  if (!sub || !allowed.includes(sub)) throw new UsageError(`usage: ${usage}`);
  return [sub as S[number], rest];
}

/** The rest of the line as one text (the shell split it into words). */
export function textOf(words: string[], what: string, max = 4000): string {
  const text = words.join(' ').trim();
  if (!text) throw new UsageError(`${what} is missing`);
  if (text.length > max) throw new UsageError(`${what} is longer than ${max} characters`);
  return text;
}

import { currencyById, fromMinor, toMinor } from '../../plugins/app/money/currencies';
import { defineCommand, exactly, positiveInt, splitArgs, UsageError } from '../command';

const usage = 'credit <userId> <amount>';

/** A deposit on the player's main account, through the ledger like every other balance change. */
export default defineCommand({
  name: 'credit',
  usage,
  parse(args) {
    const { positional } = splitArgs(args, []);
    exactly(positional, 2, 2, usage);
    const userId = positiveInt(positional[0], 'userId');
    const amountText = positional[1] as string;
    if (!/^\d{1,12}(\.\d{1,8})?$/.test(amountText) || Number(amountText) <= 0) {
      throw new UsageError(`amount must be a positive decimal such as 100 or 25.50, got "${amountText}"`);
    }
    return { userId, amount: Number(amountText) };
  },
  async run({ db, services }, { userId, amount }) {
    const account = await db.selectFrom('accounts').select(['id', 'currency_id']).where('user_id', '=', userId).where('type', '=', 0).executeTakeFirst();
    if (!account) throw new UsageError(`no player with id ${userId}`);
    const currency = currencyById(account.currency_id);
    if (!currency) throw new Error(`account ${account.id} has an unknown currency ${account.currency_id}`);
    const minor = toMinor(amount, currency);
    if (minor === null) throw new UsageError(`amount ${amount} has more decimals than ${currency.iso} allows (${currency.minorUnits})`);
    const result = await services.ledger.post({ accountId: account.id, amountMinor: minor, kind: 'deposit', ref: 'operator:credit' });
    return { userId, accountId: account.id, currency: currency.iso, amount, balance: fromMinor(result.balanceMinor, currency), entryId: result.entryId };
  },
});

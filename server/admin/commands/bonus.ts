import { BONUS_KINDS, type BonusKind } from '@site/api/contracts';
import { defineCommand, exactly, positiveInt, splitArgs, UsageError } from '../command';
import { parseAmountText, playerMinor, subcommand } from './office-args';
import { NoAccountError } from '../../plugins/app/office/grants';

const usage = 'bonus grant <userId> <amount> [--kind deposit|wager] [--wager <times>] [--key <grantKey>]';

/**
 * Grants a bonus to the player's bonus account through the ledger (kind bonus), once per key:
 * without --key the key is `<kind>:<userId>`, one bonus of each kind per player.
 */
export default defineCommand({
  name: 'bonus',
  usage,
  parse(args) {
    const [, rest] = subcommand(args, ['grant'] as const, usage);
    const { positional, options } = splitArgs(rest, ['kind', 'wager', 'key']);
    exactly(positional, 2, 2, usage);
    const userId = positiveInt(positional[0], 'userId');
    const amount = parseAmountText(positional[1]);
    const kind = (options.kind ?? 'deposit') as BonusKind;
    if (!BONUS_KINDS.includes(kind)) throw new UsageError(`--kind must be one of ${BONUS_KINDS.join(', ')}`);
    const wagerTimes = options.wager === undefined ? 5 : positiveInt(options.wager, '--wager');
    const key = options.key ?? `${kind}:${userId}`;
    if (!/^[\w:.-]{1,150}$/.test(key)) throw new UsageError('--key must be 1-150 letters, digits, _ : . -');
    return { userId, amount, kind, wagerTimes, key };
  },
  async run({ db, services }, { userId, amount, kind, wagerTimes, key }) {
    const { minor } = await playerMinor(db, userId, amount);
    try {
      const r = await services.grants.grantBonus({ userId, kind, amountMinor: minor, wagerTimes, key });
      return { userId, bonusId: r.id, kind, amount, currency: r.currency, key, duplicate: r.duplicate };
    } catch (err) {
      if (err instanceof NoAccountError) throw new UsageError(err.message);
      throw err;
    }
  },
});

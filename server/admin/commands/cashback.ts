import { CASHBACK_PROGRAMS, type CashbackProgram } from '@site/api/contracts';
import { defineCommand, exactly, positiveInt, splitArgs, UsageError } from '../command';
import { parseAmountText, playerMinor, subcommand } from './office-args';
import { NoAccountError } from '../../plugins/app/office/grants';

const usage = 'cashback set <userId> <vip|premium> <percent> <amount> --period <YYYY-MM>';

/** Pays a player's VIP or premium cashback for a period, once per player, program and period. */
export default defineCommand({
  name: 'cashback',
  usage,
  parse(args) {
    const [, rest] = subcommand(args, ['set'] as const, usage);
    const { positional, options } = splitArgs(rest, ['period']);
    exactly(positional, 4, 4, usage);
    const userId = positiveInt(positional[0], 'userId');
    const program = positional[1] as CashbackProgram;
    if (!CASHBACK_PROGRAMS.includes(program)) throw new UsageError(`program must be one of ${CASHBACK_PROGRAMS.join(', ')}`);
    const percent = positiveInt(positional[2], 'percent');
    if (percent > 100) throw new UsageError('percent must be at most 100');
    const amount = parseAmountText(positional[3]);
    const period = options.period;
    if (!period || !/^\d{4}-(0[1-9]|1[0-2])$/.test(period)) throw new UsageError('--period must be a month such as 2026-11');
    return { userId, program, percent, amount, period };
  },
  async run({ db, services }, { userId, program, percent, amount, period }) {
    const { minor } = await playerMinor(db, userId, amount);
    const key = `${program}:${userId}:${period}`;
    try {
      const r = await services.grants.grantCashback({ userId, program, percent, amountMinor: minor, period, key });
      return { userId, cashbackId: r.id, program, percent, amount, currency: r.currency, period, duplicate: r.duplicate };
    } catch (err) {
      if (err instanceof NoAccountError) throw new UsageError(err.message);
      throw err;
    }
  },
});

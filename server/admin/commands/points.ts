import { defineCommand, exactly, positiveInt, splitArgs, UsageError } from '../command';

const usage = 'points grant <userId> <n>';

/** Grants a player bonus points (issue 19), logged in points_log; prints the new balance. */
export default defineCommand({
  name: 'points',
  usage,
  parse(args) {
    const { positional } = splitArgs(args, []);
    exactly(positional, 3, 3, usage);
    if (positional[0] !== 'grant') throw new UsageError(`usage: ${usage}`);
    const userId = positiveInt(positional[1], 'userId');
    const n = positiveInt(positional[2], 'n');
    if (n > 1_000_000) throw new UsageError(`n must be at most 1000000, got ${n}`);
    return { userId, n };
  },
  async run({ db, services }, { userId, n }) {
    const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) throw new UsageError(`no player with id ${userId}`);
    const points = await services.bonusGames.grant(userId, n, 'operator:points');
    return { userId, granted: n, points };
  },
});

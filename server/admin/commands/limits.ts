import { defineCommand, exactly, positiveInt, splitArgs, UsageError } from '../command';

const usage = 'limits <userId>';

/** A player's limits as the limit service shows them: ACTIVE ones with what remains, PENDING changes (issue 14). */
export default defineCommand({
  name: 'limits',
  usage,
  parse(args) {
    const { positional } = splitArgs(args, []);
    exactly(positional, 1, 1, usage);
    return { userId: positiveInt(positional[0], 'userId') };
  },
  async run({ services }, { userId }) {
    if (!(await services.users.get(userId))) throw new UsageError(`no player with id ${userId}`);
    return { userId, limits: await services.limits.list(userId) };
  },
});

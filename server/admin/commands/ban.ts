import { defineCommand, exactly, nonNegativeInt, positiveInt, splitArgs, UsageError } from '../command';

const usage = 'ban <userId> <level> [version]';

/** Sets a player's ban_level and ban_version (spec 2 §4: banned means level above 0; 0 lifts it). */
export default defineCommand({
  name: 'ban',
  usage,
  parse(args) {
    const { positional } = splitArgs(args, []);
    exactly(positional, 2, 3, usage);
    return {
      userId: positiveInt(positional[0], 'userId'),
      level: nonNegativeInt(positional[1], 'level'),
      version: positional[2] === undefined ? 0 : nonNegativeInt(positional[2], 'version'),
    };
  },
  async run({ services }, { userId, level, version }) {
    if (!(await services.users.ban(userId, level, version))) throw new UsageError(`no player with id ${userId}`);
    return { userId, ban_level: level, ban_version: version };
  },
});

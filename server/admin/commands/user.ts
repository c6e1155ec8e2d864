import { defineCommand, exactly, positiveInt, splitArgs, UsageError } from '../command';

const usage = 'user <userId>';

/** One player as the operator sees them: who, since when, ban level, and the referral tags they registered with (issue 16). */
export default defineCommand({
  name: 'user',
  usage,
  parse(args) {
    const { positional } = splitArgs(args, []);
    exactly(positional, 1, 1, usage);
    return { userId: positiveInt(positional[0], 'userId') };
  },
  async run({ services }, { userId }) {
    const user = await services.users.get(userId);
    if (!user) throw new UsageError(`no player with id ${userId}`);
    return {
      userId,
      login: user.login,
      email: user.email,
      regType: user.reg_type,
      countryId: user.country_id,
      currencyId: user.currency_id,
      banLevel: user.ban_level,
      createdAt: new Date(Number(user.created_at)).toISOString(),
      referralTags: await services.referrals.of(userId),
    };
  },
});

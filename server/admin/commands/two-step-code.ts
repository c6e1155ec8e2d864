import { twoStepCode } from '../../plugins/app/auth/two-step-code';
import { defineCommand, exactly, positiveInt, splitArgs, UsageError } from '../command';

/** The demo's delivery of two-step codes: the operator reads the player's current code. */
export default defineCommand({
  name: 'two-step-code',
  usage: 'two-step-code <userId>',
  parse(args) {
    const { positional } = splitArgs(args, []);
    exactly(positional, 1, 1, 'two-step-code <userId>');
    return { userId: positiveInt(positional[0], 'userId') };
  },
  async run({ services }, { userId }) {
    const user = await services.users.get(userId);
    if (!user) throw new UsageError(`no player with id ${userId}`);
    if (!user.two_step_secret) throw new UsageError(`player ${userId} has not turned two-step login on`);
    const now = services.clock.now();
    return { userId, code: twoStepCode(user.two_step_secret, now), validForSeconds: 30 - Math.floor((now % 30_000) / 1000) + 30 };
  },
});

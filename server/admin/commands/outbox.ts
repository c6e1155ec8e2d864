import { defineCommand, exactly, positiveInt, splitArgs } from '../command';

const usage = 'outbox [--to <address>] [--limit <n>]';

/** The latest mails of the outbox (password-reset links...), newest first. */
export default defineCommand({
  name: 'outbox',
  usage,
  parse(args) {
    const { positional, options } = splitArgs(args, ['to', 'limit']);
    exactly(positional, 0, 0, usage);
    return { to: options.to, limit: options.limit === undefined ? 10 : Math.min(100, positiveInt(options.limit, 'limit')) };
  },
  async run({ services }, { to, limit }) {
    return { messages: await services.outbox.latest(limit, to) };
  },
});

import { defineCommand, exactly, splitArgs, UsageError } from '../command';

const usage = 'analytics [--since ISO]';

/** Counts of the events the own collector received (issue 16), per event id, since a time. */
export default defineCommand({
  name: 'analytics',
  usage,
  parse(args) {
    const { positional, options } = splitArgs(args, ['since']);
    exactly(positional, 0, 0, usage);
    const text = options.since;
    if (text === undefined) return { since: undefined };
    const t = Date.parse(text);
    if (!/^\d{4}-\d{2}-\d{2}(T|$)/.test(text) || Number.isNaN(t))
      throw new UsageError(`--since must be an ISO date or date-time such as 2030-01-31T22:00:00Z, got "${text}"`);
    return { since: t };
  },
  async run({ services }, { since }) {
    const counts = await services.analytics.counts(since);
    return { since: since === undefined ? null : new Date(since).toISOString(), total: counts.reduce((s, c) => s + c.count, 0), counts };
  },
});

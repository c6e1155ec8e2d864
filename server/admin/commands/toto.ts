import { defineCommand, exactly, splitArgs, UsageError } from '../command';

const usage = 'toto settle | toto current';

/**
 * Toto for operators and tests: `toto current` shows (and opens) the current draw; `toto settle`
 * closes started draws and settles every draw whose events all have results (after `settle
 * <gameId> <result>` for its games, say). Settling again changes nothing.
 */
export default defineCommand({
  name: 'toto',
  usage,
  parse(args) {
    const { positional } = splitArgs(args, []);
    exactly(positional, 1, 1, usage);
    const action = positional[0];
    if (action !== 'settle' && action !== 'current') throw new UsageError(`usage: ${usage}`);
    return { action } as const;
  },
  async run({ services }, { action }) {
    if (action === 'settle') return { settled: await services.toto.settleDue() };
    const draw = await services.toto.current('en');
    return draw ? { drawId: draw.id, closesAt: draw.closesAt, games: draw.events.map((e) => e.gameId) } : { drawId: null };
  },
});

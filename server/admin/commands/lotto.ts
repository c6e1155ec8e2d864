import { lottoGame } from '../../plugins/app/lotto/lotto-service';
import { defineCommand, exactly, positiveInt, splitArgs, UsageError } from '../command';

const usage = 'lotto draw <drawId> | lotto next <gameId>';

/**
 * Lotto for operators and tests: `lotto next <gameId>` shows (and creates) the game's next draw;
 * `lotto draw <drawId>` draws it now and pays its tickets (drawing again changes nothing).
 */
export default defineCommand({
  name: 'lotto',
  usage,
  parse(args) {
    const { positional } = splitArgs(args, []);
    exactly(positional, 2, 2, usage);
    const action = positional[0];
    if (action !== 'draw' && action !== 'next') throw new UsageError(`usage: ${usage}`);
    return { action, id: positiveInt(positional[1], action === 'draw' ? 'drawId' : 'gameId') } as const;
  },
  async run({ services }, { action, id }) {
    if (action === 'draw') return services.lotto.runDraw(id);
    const game = lottoGame(id);
    if (!game) throw new UsageError(`no lotto game ${id}`);
    const draw = await services.lotto.nextDraw(game);
    return { drawId: Number(draw.id), gameId: game.id, drawAt: Number(draw.draw_at), seedHash: draw.seed_hash };
  },
});

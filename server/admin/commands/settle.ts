import { MANUAL_RESULT_HELP, manualOutcome, manualScore, parseManualResult } from '../../plugins/app/sportsbook/manual-result';
import { defineCommand, exactly, positiveInt, splitArgs, UsageError } from '../command';

const usage = 'settle <gameId> <result>';

/**
 * Ends a game by hand and settles every coupon on it, through the ledger. <result>: a final
 * score H:A, home, draw, away (match-result markets; the rest void) or void. A game that
 * already has results keeps them; the command then only settles what is still open.
 */
export default defineCommand({
  name: 'settle',
  usage,
  parse(args) {
    const { positional } = splitArgs(args, []);
    exactly(positional, 2, 2, usage);
    const gameId = positiveInt(positional[0], 'gameId');
    const result = parseManualResult(positional[1] as string);
    if (!result) throw new UsageError(`result must be ${MANUAL_RESULT_HELP}, got "${positional[1]}"`);
    return { gameId, result };
  },
  async run({ db, services }, { gameId, result }) {
    const game = await db.selectFrom('sb_games').selectAll().where('id', '=', gameId).executeTakeFirst();
    if (!game) throw new UsageError(`no game with id ${gameId}`);
    const markets = await db.selectFrom('sb_markets').selectAll().where('game_id', '=', gameId).execute();
    const alreadyResulted = markets.length > 0 && markets.every((m) => m.outcome !== null);
    if (!alreadyResulted) {
      const results = markets.map((m) => ({
        marketId: m.id,
        outcome: manualOutcome(
          { typeId: m.type_id, sportId: game.sport_id, line: m.line_milli === null ? null : m.line_milli / 1000, exactScore: m.exact_home === null || m.exact_away === null ? null : [m.exact_home, m.exact_away] },
          result,
          game.clock,
        ),
      }));
      await db.transaction().execute((trx) => services.catalogue.endGame(trx, gameId, manualScore(result, [game.score_home, game.score_away]), game.clock, results));
    }
    const settled = await services.settlement.settleGame(gameId);
    return { gameId, resulted: !alreadyResulted, markets: markets.length, settled: settled.map((s) => ({ couponId: s.couponId, status: s.status, winMinor: s.winMinor })) };
  },
});

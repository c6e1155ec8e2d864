// Game sessions and rounds (issue 17). A session opens one game in one mode: real play debits
// the player's active account through the ledger; demo play (guests too) moves a virtual balance
// kept on the session and never touches the ledger. A round, in ONE unit of work: the
// idempotency check, the protection guard (real), the next nonce of the fair seed, the engine's
// draw, the round row, the stake debited and the win credited (ledger kinds bet/win, ref
// `casino:<roundId>`). Any refusal rolls all of it back; (session, idempotencyKey) is unique,
// so a retry, even a concurrent one, answers the first round and never charges twice.
import { createHash, randomBytes } from 'node:crypto';
import {
  CASINO_DEMO_BALANCE,
  CASINO_DEMO_CURRENCY,
  CASINO_PAGE_SIZE,
  type CasinoMode,
  type CasinoSession,
  type RoundAnswer,
  type RoundBody,
  type RoundOutcome,
  type RoundView,
} from '@site/api/contracts';
import { fairUints } from '@site/betting';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { isUniqueViolation } from '../../../db/db-errors';
import { PreparedQuery } from '../../../db/prepared-query';
import type { CasinoRoundsTable, CasinoSessionsTable, Database } from '../../../db/schema';
import type { WriteJobs } from '../../../db/write-jobs';
import { HttpError } from '../../external/http-error';
import type { Clock } from '../clock';
import type { ProtectionGuard } from '../limits/guard';
import type { LimitsService, StakeSource } from '../limits/limits-service';
import type { AccountsService } from '../money/accounts';
import { currencyById, currencyByIso, fromMinor, toMinor, type Currency } from '../money/currencies';
import type { LedgerService } from '../money/ledger';
import { type CasinoCatalogue, type GameRow, paramsOf } from './catalogue';
import { ENGINES } from './engines/index';
import { type CasinoFairness, type SeedOwner, viewOf } from './fairness';

/** What never changes of a session (its demo balance is read and written in the database only). */
type SessionInfo = Omit<Selectable<CasinoSessionsTable>, 'demo_balance_minor' | 'created_at'>;
/** How many sessions are kept in memory (the oldest go first). */
const SESSION_CACHE = 20_000;
type RoundRow = Selectable<CasinoRoundsTable>;

const notFound = () => new HttpError(404, 'casino.session_not_found', 'There is no such game session', { pointer: '/sessionId' });
const roundNotFound = () => new HttpError(404, 'casino.round_not_found', 'There is no such round', { pointer: '/roundId' });
/** The seeds of a session: its player's, or a guest session's own. */
const ownerOf = (s: Pick<SessionInfo, 'id' | 'user_id'>): SeedOwner => (s.user_id !== null ? { userId: s.user_id } : { sessionId: s.id });

/** Casino stakes and wins in the wagering and loss limits (real play only). */
export const casinoStakes: StakeSource = async (trx, userId, currencyId, since) => {
  const row = await trx
    .selectFrom('casino_rounds')
    .select((eb) => [
      eb.fn.sum<number | string | null>('stake_minor').as('stakes'),
      eb.fn.sum<number | string | null>('win_minor').as('returns'),
    ])
    .where('user_id', '=', userId)
    .where('currency_id', '=', currencyId)
    .where('mode', '=', 'real')
    .where('created_at', '>', since)
    .executeTakeFirst();
  return { stakes: Number(row?.stakes ?? 0), returns: Number(row?.returns ?? 0) };
};

/** Thrown inside a round's transaction when the owner has no seed in use yet: made outside, then the round runs again. */
class NoSeed extends Error {}

export class CasinoRounds {
  private readonly sessions = new Map<string, SessionInfo>();
  private readonly queries: ReturnType<typeof roundQueries>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly writes: WriteJobs,
    private readonly ledger: LedgerService,
    private readonly accounts: AccountsService,
    private readonly protection: ProtectionGuard,
    private readonly limits: LimitsService,
    private readonly catalogue: CasinoCatalogue,
    private readonly fairness: CasinoFairness,
    private readonly clock: Clock,
  ) {
    this.queries = roundQueries(db);
  }

  // --- sessions ---

  async launch(gameId: number, mode: CasinoMode, userId: number | null): Promise<CasinoSession> {
    const game = await this.catalogue.row(gameId);
    if (!game) throw new HttpError(404, 'casino.game_not_found', 'There is no such game', { pointer: '/gameId' });
    if (mode === 'real' && userId === null) throw new HttpError(401, 'casino.sign_in_required', 'Real play needs a signed-in player');
    const id = randomBytes(16).toString('hex');
    const now = this.clock.now();
    let currency: Currency;
    let balanceMinor: number;
    if (mode === 'real') {
      const uid = userId as number;
      ({ currency, balanceMinor } = await this.db.transaction().execute(async (trx) => {
        const account = await this.accounts.activeAccount(uid, trx);
        if (!account) throw new HttpError(422, 'account.not_found', 'You have no account to play from');
        const c = currencyById(account.currency_id)!;
        // banned, self-excluded, session limit over: no real play (nothing written)
        await this.protection.checkStake(trx, uid, 0, c);
        await trx
          .insertInto('casino_sessions')
          .values({
            id,
            user_id: uid,
            game_id: gameId,
            mode,
            account_id: account.id,
            currency_id: c.id,
            demo_balance_minor: null,
            created_at: now,
          })
          .execute();
        return { currency: c, balanceMinor: Number(account.balance_minor) };
      }));
    } else {
      currency = userId === null ? currencyByIso(CASINO_DEMO_CURRENCY)! : await this.limits.currencyOf(userId);
      balanceMinor = toMinor(CASINO_DEMO_BALANCE, currency)!;
      await this.db
        .insertInto('casino_sessions')
        .values({
          id,
          user_id: userId,
          game_id: gameId,
          mode,
          account_id: null,
          currency_id: currency.id,
          demo_balance_minor: balanceMinor,
          created_at: now,
        })
        .execute();
    }
    const fairness = viewOf(await this.fairness.ensure(ownerOf({ id, user_id: userId })));
    return {
      sessionId: id,
      gameId,
      mode,
      engine: game.engine as CasinoSession['engine'],
      currency: currency.iso,
      balance: fromMinor(balanceMinor, currency),
      minStake: game.min_stake,
      maxStake: game.max_stake,
      fairness,
    };
  }

  /** A session its caller may use: a player's own, or a guest demo session (its id is the key); else 404. */
  async session(sessionId: string, userId: number | null): Promise<SessionInfo> {
    let s = this.sessions.get(sessionId);
    if (!s) {
      s = await this.queries.session.takeFirst(this.db, { id: sessionId });
      if (s) {
        if (this.sessions.size >= SESSION_CACHE) this.sessions.delete(this.sessions.keys().next().value as string);
        this.sessions.set(sessionId, s);
      }
    }
    if (!s || (s.user_id !== null && s.user_id !== userId)) throw notFound();
    return s;
  }

  /** The seeds owner the fairness calls act on: the named session's, else the signed-in player's. */
  async seedOwner(userId: number | null, sessionId: string | undefined): Promise<SeedOwner> {
    if (sessionId !== undefined) return ownerOf(await this.session(sessionId, userId));
    if (userId === null) throw new HttpError(401, 'auth.unauthorized', 'Sign in, or name your demo session');
    return { userId };
  }

  // --- rounds ---

  async play(sessionId: string, userId: number | null, body: RoundBody): Promise<RoundAnswer> {
    const session = await this.session(sessionId, userId);
    const game = (await this.catalogue.row(session.game_id))!;
    const engine = ENGINES[game.engine as keyof typeof ENGINES];
    const field = engine.check(body);
    if (field)
      throw new HttpError(422, 'casino.bad_choice', `this game's round needs a valid ${field}`, { pointer: `/${field}`, meta: { field } });
    const currency = currencyById(session.currency_id)!;
    const stakeMinor = toMinor(body.stake, currency);
    if (stakeMinor === null || stakeMinor <= 0)
      throw new HttpError(422, 'casino.stake_not_whole', 'the stake has more decimals than the currency', {
        pointer: '/stake',
        meta: { currency: currency.iso },
      });
    if (body.stake < game.min_stake)
      throw new HttpError(422, 'casino.stake_below_min', 'the stake is below the game minimum', {
        pointer: '/stake',
        meta: { min: game.min_stake, currency: currency.iso },
      });
    if (body.stake > game.max_stake)
      throw new HttpError(422, 'casino.stake_above_max', 'the stake is above the game maximum', {
        pointer: '/stake',
        meta: { max: game.max_stake, currency: currency.iso },
      });
    const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.writes.run((trx) => this.playIn(trx, session, game, currency, stakeMinor, body, hash));
      } catch (err) {
        // a concurrent retry with the same key won the race: answer as it did
        if (isUniqueViolation(err)) {
          const first = await this.answerFor(this.db, session.id, body.idempotencyKey, hash);
          if (first) return first;
        }
        if (err instanceof NoSeed && attempt === 0) {
          await this.fairness.ensure(ownerOf(session));
          continue;
        }
        throw err;
      }
    }
  }

  private async playIn(
    trx: Kysely<Database>,
    session: SessionInfo,
    game: GameRow,
    currency: Currency,
    stakeMinor: number,
    body: RoundBody,
    hash: string,
  ): Promise<RoundAnswer> {
    const seen = await this.answerFor(trx, session.id, body.idempotencyKey, hash);
    if (seen) return seen;
    const real = session.mode === 'real';
    // Player protection: ban, self-exclusion, session limit, wagering and loss limits (nothing written).
    // Refused for the balance before the nonce is taken: a refusal writes nothing (a write job that
    // fails after writing makes its GroupCommit batch run again). The debit itself checks again.
    if (real) {
      await this.protection.checkStake(trx, session.user_id as number, stakeMinor, currency);
      await this.ledger.checkFundsOf(session.account_id as number, stakeMinor, trx);
    } else await this.checkDemoFunds(trx, session.id, stakeMinor, currency);
    const seed = await this.fairness.takeNonce(trx, ownerOf(session));
    if (!seed) throw new NoSeed();
    const engine = ENGINES[game.engine as keyof typeof ENGINES];
    const uints = await fairUints(seed.server_seed, seed.client_seed, seed.used, engine.uints);
    // a slot round without `lines` plays the game's own number of lines
    const choice = game.engine === 'slot' && body.lines === undefined ? { ...body, lines: paramsOf(game).lines } : body;
    const { winMinor, outcome } = engine.play(uints, stakeMinor, choice);

    let balanceMinor = 0;
    if (!real) {
      const row = await this.queries.demoPlay.takeFirst(trx, { id: session.id, stake: stakeMinor, win: winMinor });
      if (!row) {
        // a concurrent round of the session spent the balance since the check above
        await this.checkDemoFunds(trx, session.id, stakeMinor, currency);
        throw new Error(`demo round of session ${session.id} updated no balance`);
      }
      balanceMinor = Number(row.demo_balance_minor);
    }
    const inserted = await this.queries.insertRound.takeFirstOrThrow(trx, {
      session_id: session.id,
      user_id: session.user_id,
      game_id: game.id,
      mode: session.mode,
      currency_id: currency.id,
      stake_minor: stakeMinor,
      win_minor: winMinor,
      balance_after: balanceMinor,
      idempotency_key: body.idempotencyKey,
      request_hash: hash,
      seed_id: seed.id,
      nonce: seed.used,
      client_seed: seed.client_seed,
      server_seed_hash: seed.server_seed_hash,
      outcome: JSON.stringify(outcome),
      created_at: this.clock.now(),
    });
    const roundId = Number(inserted.id);
    if (real) {
      const accountId = session.account_id as number;
      const ref = `casino:${roundId}`;
      let entry = await this.ledger.post({ accountId, amountMinor: -stakeMinor, kind: 'bet', ref }, trx);
      if (winMinor > 0) entry = await this.ledger.post({ accountId, amountMinor: winMinor, kind: 'win', ref }, trx);
      balanceMinor = entry.balanceMinor;
      await this.queries.setBalance.run(trx, { id: roundId, balance_after: balanceMinor });
    }
    return {
      roundId,
      stake: fromMinor(stakeMinor, currency),
      win: fromMinor(winMinor, currency),
      balance: fromMinor(balanceMinor, currency),
      currency: currency.iso,
      outcome,
      serverSeedHash: seed.server_seed_hash,
      clientSeed: seed.client_seed,
      nonce: seed.used,
    };
  }

  /** Refuses a demo stake above the session's virtual balance, as the ledger refuses a real one. */
  private async checkDemoFunds(trx: Kysely<Database>, sessionId: string, stakeMinor: number, currency: Currency): Promise<void> {
    const left = await trx.selectFrom('casino_sessions').select('demo_balance_minor').where('id', '=', sessionId).executeTakeFirstOrThrow();
    if (Number(left.demo_balance_minor) < stakeMinor)
      throw new HttpError(422, 'ledger.insufficient_funds', 'the demo balance is below the stake', {
        pointer: '/stake',
        meta: { balance: fromMinor(Number(left.demo_balance_minor), currency), currency: currency.iso },
      });
  }

  /** The first answer of an idempotency key in a session, or null; 409 when the key came with another round. */
  private async answerFor(t: Kysely<Database>, sessionId: string, key: string, hash: string): Promise<RoundAnswer | null> {
    const row = await t
      .selectFrom('casino_rounds')
      .selectAll()
      .where('session_id', '=', sessionId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (!row) return null;
    if (row.request_hash !== hash)
      throw new HttpError(409, 'idempotency.conflict', 'This idempotencyKey was already used for another round; use a new key', {
        pointer: '/idempotencyKey',
      });
    const currency = currencyById(row.currency_id)!;
    return {
      roundId: Number(row.id),
      stake: fromMinor(Number(row.stake_minor), currency),
      win: fromMinor(Number(row.win_minor), currency),
      balance: fromMinor(Number(row.balance_after), currency),
      currency: currency.iso,
      outcome: JSON.parse(row.outcome) as RoundOutcome,
      serverSeedHash: row.server_seed_hash,
      clientSeed: row.client_seed,
      nonce: row.nonce,
    };
  }

  // --- history ---

  private rounds() {
    return this.db
      .selectFrom('casino_rounds')
      .innerJoin('casino_games', 'casino_games.id', 'casino_rounds.game_id')
      .innerJoin('casino_seeds', 'casino_seeds.id', 'casino_rounds.seed_id')
      .selectAll('casino_rounds')
      .select(['casino_games.name as game_name', 'casino_games.engine', 'casino_seeds.server_seed', 'casino_seeds.revealed_at']);
  }

  /** The caller's rounds, newest first: a player's own (every session), or one guest demo session's. */
  async history(
    userId: number | null,
    query: { page?: number; limit?: number; gameId?: number; mode?: CasinoMode; sessionId?: string },
  ): Promise<{ rounds: RoundView[]; total: number }> {
    let q = this.rounds();
    if (query.sessionId !== undefined) {
      const s = await this.session(query.sessionId, userId);
      q = q.where('casino_rounds.session_id', '=', s.id);
    } else if (userId !== null) q = q.where('casino_rounds.user_id', '=', userId);
    else throw new HttpError(401, 'auth.unauthorized', 'Sign in, or name your demo session');
    if (query.gameId !== undefined) q = q.where('casino_rounds.game_id', '=', query.gameId);
    if (query.mode !== undefined) q = q.where('casino_rounds.mode', '=', query.mode);
    const limit = query.limit ?? CASINO_PAGE_SIZE;
    const [count, rows] = await Promise.all([
      q
        .clearSelect()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst(),
      q
        .orderBy('casino_rounds.id', 'desc')
        .limit(limit)
        .offset(((query.page ?? 1) - 1) * limit)
        .execute(),
    ]);
    return { rounds: rows.map(toView), total: Number(count?.n ?? 0) };
  }

  /** One round of the caller's (a guest names the demo session it was played in); anyone else's is 404. */
  async one(roundId: number, userId: number | null, sessionId: string | undefined): Promise<RoundView> {
    const row = await this.rounds().where('casino_rounds.id', '=', roundId).executeTakeFirst();
    if (!row) throw roundNotFound();
    const mine = row.user_id !== null ? row.user_id === userId : sessionId === row.session_id;
    if (!mine) throw roundNotFound();
    return toView(row);
  }
}

function toView(r: RoundRow & { game_name: string; engine: string; server_seed: string; revealed_at: number | null }): RoundView {
  const currency = currencyById(r.currency_id)!;
  return {
    roundId: Number(r.id),
    gameId: r.game_id,
    gameName: r.game_name,
    engine: r.engine as RoundView['engine'],
    mode: r.mode as CasinoMode,
    currency: currency.iso,
    stake: fromMinor(Number(r.stake_minor), currency),
    win: fromMinor(Number(r.win_minor), currency),
    createdAt: new Date(Number(r.created_at)).toISOString(),
    serverSeedHash: r.server_seed_hash,
    clientSeed: r.client_seed,
    nonce: r.nonce,
    outcome: JSON.parse(r.outcome) as RoundOutcome,
    serverSeed: r.revealed_at !== null ? r.server_seed : null,
  };
}

type RoundValues = Omit<Insertable<CasinoRoundsTable>, 'id'> & { user_id: number | null };

/** The statements of every round, compiled once (see PreparedQuery). */
function roundQueries(db: Kysely<Database>) {
  return {
    session: new PreparedQuery<{ id: string }, SessionInfo>(db, (db, param) =>
      db
        .selectFrom('casino_sessions')
        .select(['id', 'user_id', 'game_id', 'mode', 'account_id', 'currency_id'])
        .where('id', '=', param('id')),
    ),
    byKey: new PreparedQuery<{ session_id: string; key: string }, RoundRow>(db, (db, param) =>
      db.selectFrom('casino_rounds').selectAll().where('session_id', '=', param('session_id')).where('idempotency_key', '=', param('key')),
    ),
    // never below zero: no row when the balance is under the stake
    demoPlay: new PreparedQuery<{ id: string; stake: number; win: number }, { demo_balance_minor: number | null }>(db, (db, param) =>
      db
        .updateTable('casino_sessions')
        .set((eb) => ({ demo_balance_minor: eb(eb('demo_balance_minor', '-', param('stake')), '+', param('win')) }))
        .where('id', '=', param('id'))
        .where('demo_balance_minor', '>=', param('stake'))
        .returning('demo_balance_minor'),
    ),
    insertRound: new PreparedQuery<Required<RoundValues>, { id: number }>(db, (db, param) =>
      db
        .insertInto('casino_rounds')
        .values({
          session_id: param('session_id'),
          user_id: param('user_id'),
          game_id: param('game_id'),
          mode: param('mode'),
          currency_id: param('currency_id'),
          stake_minor: param('stake_minor'),
          win_minor: param('win_minor'),
          balance_after: param('balance_after'),
          idempotency_key: param('idempotency_key'),
          request_hash: param('request_hash'),
          seed_id: param('seed_id'),
          nonce: param('nonce'),
          client_seed: param('client_seed'),
          server_seed_hash: param('server_seed_hash'),
          outcome: param('outcome'),
          created_at: param('created_at'),
        })
        .returning('id'),
    ),
    setBalance: new PreparedQuery<{ id: number; balance_after: number }, never>(db, (db, param) =>
      db
        .updateTable('casino_rounds')
        .set({ balance_after: param('balance_after') })
        .where('id', '=', param('id')),
    ),
  };
}

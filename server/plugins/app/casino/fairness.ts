// Provably fair seeds (issue 17): each player (and each guest's demo session) has one seed pair
// in use: a server seed from the CSPRNG, shown only as its SHA-256 until rotated, a client seed
// the player may set, and the nonce of the next round. A round takes the nonce and increments it
// in its own transaction; a rotation reveals the seed in use and starts a new one at nonce 0.
import { randomBytes } from 'node:crypto';
import type { FairnessView, RotateAnswer } from '@site/api/contracts';
import { sha256Hex } from '@site/betting';
import type { Kysely, Selectable } from 'kysely';
import { isUniqueViolation } from '../../../db/db-errors';
import { PreparedQuery } from '../../../db/prepared-query';
import type { CasinoSeedsTable, Database } from '../../../db/schema';
import type { Clock } from '../clock';

/** Whose seeds: a signed-in player's, or a guest demo session's. */
export type SeedOwner = { userId: number } | { sessionId: string };
export type SeedRow = Selectable<CasinoSeedsTable>;

const newServerSeed = () => randomBytes(32).toString('hex');
const newClientSeed = () => randomBytes(8).toString('hex');
export const viewOf = (s: Pick<SeedRow, 'server_seed_hash' | 'client_seed' | 'nonce'>): FairnessView => ({
  serverSeedHash: s.server_seed_hash,
  clientSeed: s.client_seed,
  nonce: s.nonce,
});

class RotatedMeanwhile extends Error {}

export class CasinoFairness {
  private readonly nonceOfUser: PreparedQuery<{ owner: number }, SeedRow>;
  private readonly nonceOfSession: PreparedQuery<{ owner: string }, SeedRow>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {
    this.nonceOfUser = new PreparedQuery<{ owner: number }, SeedRow>(db, (db, param) =>
      db
        .updateTable('casino_seeds')
        .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
        .where('revealed_at', 'is', null)
        .where('user_id', '=', param('owner'))
        .returningAll(),
    );
    this.nonceOfSession = new PreparedQuery<{ owner: string }, SeedRow>(db, (db, param) =>
      db
        .updateTable('casino_seeds')
        .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
        .where('revealed_at', 'is', null)
        .where('session_id', '=', param('owner'))
        .returningAll(),
    );
  }

  private active(t: Kysely<Database>, owner: SeedOwner) {
    const q = t.selectFrom('casino_seeds').selectAll().where('revealed_at', 'is', null);
    return 'userId' in owner ? q.where('user_id', '=', owner.userId) : q.where('session_id', '=', owner.sessionId);
  }

  private async insert(t: Kysely<Database>, owner: SeedOwner, clientSeed: string): Promise<SeedRow> {
    const serverSeed = newServerSeed();
    return t
      .insertInto('casino_seeds')
      .values({
        user_id: 'userId' in owner ? owner.userId : null,
        session_id: 'sessionId' in owner ? owner.sessionId : null,
        server_seed: serverSeed,
        server_seed_hash: await sha256Hex(serverSeed),
        client_seed: clientSeed,
        nonce: 0,
        revealed_at: null,
        created_at: this.clock.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The seed in use, made on first need (outside any transaction: a concurrent twin loses on the unique index). */
  async ensure(owner: SeedOwner): Promise<SeedRow> {
    const row = await this.active(this.db, owner).executeTakeFirst();
    if (row) return row;
    try {
      return await this.insert(this.db, owner, newClientSeed());
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      return this.active(this.db, owner).executeTakeFirstOrThrow();
    }
  }

  async view(owner: SeedOwner): Promise<FairnessView> {
    return viewOf(await this.ensure(owner));
  }

  /** Takes the next nonce of the owner's seed inside the round's transaction; null when there is no seed in use. */
  async takeNonce(trx: Kysely<Database>, owner: SeedOwner): Promise<(SeedRow & { used: number }) | null> {
    const row =
      'userId' in owner
        ? await this.nonceOfUser.takeFirst(trx, { owner: owner.userId })
        : await this.nonceOfSession.takeFirst(trx, { owner: owner.sessionId });
    return row ? { ...row, used: row.nonce - 1 } : null;
  }

  async setClientSeed(owner: SeedOwner, clientSeed: string): Promise<FairnessView> {
    const seed = await this.ensure(owner);
    const row = await this.db
      .updateTable('casino_seeds')
      .set({ client_seed: clientSeed })
      .where('id', '=', seed.id)
      .where('revealed_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    return viewOf(row ?? (await this.ensure(owner)));
  }

  /** Reveals the seed in use and starts a new one (same client seed, nonce 0). */
  async rotate(owner: SeedOwner, attempt = 0): Promise<RotateAnswer> {
    const current = await this.ensure(owner);
    try {
      return await this.rotateIn(owner, current);
    } catch (err) {
      if ((err instanceof RotatedMeanwhile || isUniqueViolation(err)) && attempt < 3) return this.rotate(owner, attempt + 1);
      throw err;
    }
  }

  private rotateIn(owner: SeedOwner, current: SeedRow): Promise<RotateAnswer> {
    return this.db.transaction().execute(async (trx) => {
      const revealed = await trx
        .updateTable('casino_seeds')
        .set({ revealed_at: this.clock.now() })
        .where('id', '=', current.id)
        .where('revealed_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      // rotated meanwhile by a twin request: reveal the one in use now
      if (!revealed) throw new RotatedMeanwhile();
      const next = await this.insert(trx, owner, revealed.client_seed);
      return { serverSeed: revealed.server_seed, serverSeedHash: revealed.server_seed_hash, nextServerSeedHash: next.server_seed_hash };
    });
  }
}

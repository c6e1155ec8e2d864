import type { AppealStatus, AppealView, FriendView, IdeaView, PromotionView, RewardsAnswer } from '@site/api/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { BlockAppealsTable, Database } from '../../../db/schema';
import type { Clock } from '../clock';

const iso = (ms: number) => new Date(Number(ms)).toISOString();
const LIST_MAX = 200;

/** A friend's login as the referrer sees it: enough to recognise, not to sign in with. */
export function maskLogin(login: string): string {
  return login.length <= 2 ? `${login}***` : `${login.slice(0, 2)}***${login.slice(-1)}`;
}

/** The personal referral code of a player (the `ref` of his link) and back. */
export function referralCode(userId: number): string {
  return `f${userId.toString(36)}`;
}
export function referrerOf(code: string): number | null {
  const m = /^f([0-9a-z]{1,7})$/.exec(code);
  const id = m?.[1] ? parseInt(m[1], 36) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

function appealView(r: Selectable<BlockAppealsTable>): AppealView {
  return { id: r.id, body: r.body, status: r.status as AppealStatus, answer: r.answer, createdAt: iso(r.created_at), updatedAt: iso(r.updated_at) };
}

/**
 * The office's simple records (issue 18): rewards, invited friends, ideas, block appeals and
 * promotions, each a player's own (promotions are everyone's), written by the player or by the
 * operator's commands.
 */
export class OfficeRecords {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async rewards(userId: number): Promise<RewardsAnswer> {
    const rows = await this.db.selectFrom('player_rewards').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(LIST_MAX).execute();
    const total = await this.db
      .selectFrom('player_rewards')
      .select((eb) => eb.fn.sum<number | string | null>('points').as('points'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return { points: Number(total?.points ?? 0), rewards: rows.map((r) => ({ id: r.id, title: r.title, points: r.points, createdAt: iso(r.created_at) })) };
  }

  async grantReward(userId: number, points: number, title: string): Promise<number> {
    const row = await this.db
      .insertInto('player_rewards')
      .values({ user_id: userId, points, title, created_at: this.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async friends(userId: number): Promise<FriendView[]> {
    const rows = await this.db
      .selectFrom('referrals')
      .innerJoin('users', 'users.id', 'referrals.invited_user_id')
      .select(['users.login', 'referrals.created_at'])
      .where('referrals.referrer_id', '=', userId)
      .orderBy('referrals.created_at', 'desc')
      .limit(LIST_MAX)
      .execute();
    return rows.map((r) => ({ login: maskLogin(r.login), joinedAt: iso(r.created_at) }));
  }

  /** Records that `invitedId` came by `referrerId`'s link; false if he was already someone's friend. */
  async linkReferral(referrerId: number, invitedId: number): Promise<boolean> {
    if (referrerId === invitedId) return false;
    const res = await this.db
      .insertInto('referrals')
      .values({ referrer_id: referrerId, invited_user_id: invitedId, created_at: this.clock.now() })
      .onConflict((oc) => oc.column('invited_user_id').doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async ideas(userId: number): Promise<IdeaView[]> {
    const rows = await this.db.selectFrom('player_ideas').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(LIST_MAX).execute();
    return rows.map((r) => ({ id: r.id, body: r.body, createdAt: iso(r.created_at) }));
  }

  async addIdea(userId: number, body: string): Promise<IdeaView> {
    const now = this.clock.now();
    const row = await this.db
      .insertInto('player_ideas')
      .values({ user_id: userId, body: body.trim(), created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, body: body.trim(), createdAt: iso(now) };
  }

  async appeals(userId: number): Promise<AppealView[]> {
    const rows = await this.db.selectFrom('block_appeals').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(LIST_MAX).execute();
    return rows.map(appealView);
  }

  async addAppeal(userId: number, body: string): Promise<AppealView> {
    const now = this.clock.now();
    const row = await this.db
      .insertInto('block_appeals')
      .values({ user_id: userId, body: body.trim(), status: 'pending', answer: null, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return appealView(row);
  }

  /** The operator's decision on an appeal; null when there is no such appeal. */
  async answerAppeal(id: number, status: Exclude<AppealStatus, 'pending'>, answer: string): Promise<AppealView | null> {
    const row = await this.db
      .updateTable('block_appeals')
      .set({ status, answer, updated_at: this.clock.now() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row ? appealView(row) : null;
  }

  /** The promotions running now. */
  async promotions(): Promise<PromotionView[]> {
    const now = this.clock.now();
    const rows = await this.db
      .selectFrom('promotions')
      .selectAll()
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .orderBy('id', 'desc')
      .limit(LIST_MAX)
      .execute();
    return rows.map((r) => ({ id: r.id, title: r.title, body: r.body, startsAt: iso(r.starts_at), endsAt: iso(r.ends_at) }));
  }

  async addPromotion(title: string, body: string, days: number): Promise<number> {
    const now = this.clock.now();
    const row = await this.db
      .insertInto('promotions')
      .values({ title, body, starts_at: now, ends_at: now + days * 86_400_000, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}

import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Clock } from '../clock';

const CACHE_MS = 2000;

export interface TermsVersion {
  /** 0 before the operator ever bumped the terms */
  version: number;
  updatedAt: string | null;
}

/**
 * Terms versions: the operator bumps them (`terms-bump`); a player who has not accepted the
 * latest one is "changed" and protected calls answer 451. The latest version is read on every
 * protected call, so it is cached for two seconds, like the site config.
 */
export class TermsService {
  private cached: { at: number; value: TermsVersion } | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async latest(): Promise<TermsVersion> {
    const t = this.clock.now();
    if (this.cached && t - this.cached.at < CACHE_MS) return this.cached.value;
    const row = await this.db.selectFrom('terms_versions').select(['id', 'updated_at']).orderBy('id', 'desc').limit(1).executeTakeFirst();
    const value = row ? { version: row.id, updatedAt: row.updated_at } : { version: 0, updatedAt: null };
    this.cached = { at: t, value };
    return value;
  }

  async bump(): Promise<TermsVersion> {
    const updatedAt = new Date(this.clock.now()).toISOString();
    const row = await this.db.insertInto('terms_versions').values({ updated_at: updatedAt }).returning('id').executeTakeFirstOrThrow();
    this.cached = null;
    return { version: row.id, updatedAt };
  }

  async changedFor(userId: number): Promise<boolean> {
    const latest = await this.latest();
    if (latest.version === 0) return false;
    const user = await this.db.selectFrom('users').select('terms_version').where('id', '=', userId).executeTakeFirst();
    return !!user && user.terms_version < latest.version;
  }

  async accept(userId: number): Promise<TermsVersion> {
    this.cached = null;
    const latest = await this.latest();
    await this.db.updateTable('users').set({ terms_version: latest.version }).where('id', '=', userId).execute();
    return latest;
  }
}

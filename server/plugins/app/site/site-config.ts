import type { Kysely } from 'kysely';
import { defaultSiteConfig, type SiteConfig, type SiteConfigGroup } from '@site/api';
import type { Database } from '../../../db/schema';
import type { Clock } from '../clock';

const CACHE_MS = 2000;

/**
 * Site config: defaults overlaid with what the database holds. Read often (every page and
 * config request), written rarely (operator CLI), so it is cached for two seconds: a flag set
 * from the CLI on another process is seen within that time.
 */
export class ConfigRepository {
  private cached: { at: number; value: SiteConfig } | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async get(): Promise<SiteConfig> {
    const t = this.clock.now();
    if (this.cached && t - this.cached.at < CACHE_MS) return this.cached.value;
    const rows = await this.db.selectFrom('site_config').select(['group_name', 'key', 'value']).execute();
    const value = structuredClone(defaultSiteConfig) as SiteConfig;
    for (const row of rows) {
      const group = value[row.group_name as SiteConfigGroup] as Record<string, unknown> | undefined;
      if (!group) continue;
      try {
        group[row.key] = JSON.parse(row.value);
      } catch {
        // A hand-edited row that is not JSON must not take the site down: keep the default.
      }
    }
    this.cached = { at: t, value };
    return value;
  }

  async set(group: SiteConfigGroup, key: string, value: unknown): Promise<void> {
    const json = JSON.stringify(value);
    const updated_at = new Date(this.clock.now()).toISOString();
    await this.db
      .insertInto('site_config')
      .values({ group_name: group, key, value: json, updated_at })
      .onConflict((oc) => oc.columns(['group_name', 'key']).doUpdateSet({ value: json, updated_at }))
      .execute();
    this.cached = null;
  }
}

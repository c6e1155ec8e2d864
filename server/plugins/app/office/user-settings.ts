import { SETTINGS_GROUPS, settingsWithDefaults as withDefaults, type UserSettings, type UserSettingsPatch } from '@site/api/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { HttpError } from '../../external/http-error';
import type { Clock } from '../clock';

type Group = (typeof SETTINGS_GROUPS)[number];

/** A zone name the server's Intl knows (the browser checks it the same way). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function merge(base: UserSettings, patch: UserSettingsPatch): UserSettings {
  const out: UserSettings = { ...base };
  if (patch.oddsFormat !== undefined) out.oddsFormat = patch.oddsFormat;
  if (patch.language !== undefined) out.language = patch.language;
  if (patch.timeZone !== undefined) out.timeZone = patch.timeZone;
  if (patch.hour12 !== undefined) out.hour12 = patch.hour12;
  for (const g of SETTINGS_GROUPS) {
    const part = patch[g];
    if (part) (out as Record<Group, object>)[g] = { ...base[g], ...part };
  }
  return out;
}

/** The player's settings (issue 18): one JSON document per player, defaults for the rest. */
export class UserSettingsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async get(userId: number, db: Kysely<Database> = this.db): Promise<UserSettings> {
    const row = await db.selectFrom('user_settings').select('settings').where('user_id', '=', userId).executeTakeFirst();
    if (!row) return withDefaults(null);
    try {
      return withDefaults(JSON.parse(row.settings));
    } catch {
      return withDefaults(null);
    }
  }

  /** Applies a part (already checked against UserSettingsPatch) and answers the whole object. */
  async update(userId: number, patch: UserSettingsPatch): Promise<UserSettings> {
    if (typeof patch.timeZone === 'string' && !isKnownTimeZone(patch.timeZone)) {
      throw new HttpError(400, 'settings.bad_time_zone', `Unknown time zone ${patch.timeZone}`, { pointer: '/timeZone' });
    }
    return this.db.transaction().execute(async (trx) => {
      const next = merge(await this.get(userId, trx), patch);
      const values = { settings: JSON.stringify(next), updated_at: this.clock.now() };
      await trx
        .insertInto('user_settings')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
      return next;
    });
  }
}

import type { ProfileAnswer, ProfileBody } from '@site/api/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Clock } from '../clock';

export type Profile = Omit<ProfileAnswer, 'verification'>;

/** The personal data of spec 2 §3 (name, surname, birth date, address, identity document) and the contacts. */
export class ProfilesService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async get(userId: number): Promise<Profile | null> {
    const row = await this.db
      .selectFrom('users')
      .leftJoin('player_profiles', 'player_profiles.user_id', 'users.id')
      .select([
        'users.email',
        'users.phone_code',
        'users.phone_number',
        'users.activation_type',
        'player_profiles.name',
        'player_profiles.surname',
        'player_profiles.birth_date',
        'player_profiles.address',
        'player_profiles.document_type',
        'player_profiles.document_number',
      ])
      .where('users.id', '=', userId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      name: row.name ?? null,
      surname: row.surname ?? null,
      birthDate: row.birth_date ?? null,
      address: row.address ?? null,
      documentType: (row.document_type ?? null) as Profile['documentType'],
      documentNumber: row.document_number ?? null,
      email: row.email,
      phoneCode: row.phone_code,
      phoneNumber: row.phone_number,
      activationType: row.activation_type,
    };
  }

  /** Stores the whole personal data (checked by profile-rules.ts first). */
  async put(userId: number, body: ProfileBody): Promise<void> {
    const values = {
      name: body.name?.trim() ?? null,
      surname: body.surname?.trim() ?? null,
      birth_date: body.birthDate,
      address: body.address?.trim() ?? null,
      document_type: body.documentType,
      document_number: body.documentNumber?.toUpperCase() ?? null,
      updated_at: this.clock.now(),
    };
    await this.db
      .insertInto('player_profiles')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }
}

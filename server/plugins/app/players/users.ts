import { randomInt } from 'node:crypto';
import type { REG_TYPES } from '@site/api/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/db-errors';
import { PreparedQuery } from '../../../db/prepared-query';
import { HttpError } from '../../external/http-error';
import { activationAfterEmailUpdate, activationAfterPhoneUpdate } from './user-rules';
import type { AccountsService } from '../money/accounts';
import type { TermsService } from './terms';
import type { Clock } from '../clock';

export type User = Selectable<UsersTable>;
export type RegType = (typeof REG_TYPES)[number];

export interface NewUser {
  regType: RegType;
  passwordHash: string;
  currencyId: number;
  countryId: number;
  bonusChoice: number;
  email?: string;
  phone?: { code: string; number: string };
}

/** Activation at registration (spec 2 §4): e-mail registrations start at 1, phone at 3, one-click at 0. */
/** Logins kept in memory per instance at most (the oldest is forgotten first). */
const LOGINS_KEPT = 20_000;

const ACTIVATION_AT_REGISTRATION: Record<RegType, number> = { fast_reg: 0, full_reg: 1, phone_reg: 3 };

export class UsersService {
  /** userId -> login, for the session answer (logins are given at registration and never change). */
  private readonly logins = new Map<number, string>();
  private readonly loginQuery: PreparedQuery<{ id: number }, { login: string }>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly accounts: AccountsService,
    private readonly terms: TermsService,
    private readonly clock: Clock,
  ) {
    this.loginQuery = new PreparedQuery(db, (db, param) => db.selectFrom('users').select('login').where('id', '=', param('id')));
  }

  /** Creates the player and their main and bonus accounts in one transaction. */
  async register(input: NewUser): Promise<{ userId: number; login: string }> {
    const termsVersion = (await this.terms.latest()).version;
    for (let attempt = 0; ; attempt++) {
      const login = `p${randomInt(10_000_000, 100_000_000)}`;
      try {
        return await this.db.transaction().execute(async (trx) => {
          const t = this.clock.now();
          const row = await trx
            .insertInto('users')
            .values({
              login,
              email: input.email ?? null,
              phone_code: input.phone?.code ?? null,
              phone_number: input.phone?.number ?? null,
              password_hash: input.passwordHash,
              password_changed_at: t,
              reg_type: input.regType,
              country_id: input.countryId,
              currency_id: input.currencyId,
              bonus_choice: input.bonusChoice,
              activation_type: ACTIVATION_AT_REGISTRATION[input.regType],
              terms_version: termsVersion,
              created_at: t,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await this.accounts.createForNewUser(trx, row.id, input.currencyId);
          return { userId: row.id, login };
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        if (input.email && (await this.byEmail(input.email))) {
          throw new HttpError(409, 'user.email_taken', 'An account with this email already exists; sign in or reset your password', { pointer: '/email' });
        }
        if (input.phone && (await this.byPhone(input.phone.code, input.phone.number))) {
          throw new HttpError(409, 'user.phone_taken', 'An account with this phone number already exists; sign in instead', { pointer: '/phone_number' });
        }
        if (attempt >= 4) throw err; // a generated login collided five times: something else is wrong
      }
    }
  }

  /** A player's login (the session answer, issue 22); a login never changes once given, so each is read once. */
  async loginOf(userId: number): Promise<string | null> {
    const known = this.logins.get(userId);
    if (known !== undefined) return known;
    const row = await this.loginQuery.takeFirst(this.db, { id: userId });
    if (!row) return null;
    if (this.logins.size >= LOGINS_KEPT) this.logins.delete(this.logins.keys().next().value as number);
    this.logins.set(userId, row.login);
    return row.login;
  }

  get(userId: number): Promise<User | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  }

  byEmail(email: string): Promise<User | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  }

  byPhone(code: string, number: string): Promise<User | undefined> {
    return this.db.selectFrom('users').selectAll().where('phone_code', '=', code).where('phone_number', '=', number).executeTakeFirst();
  }

  /** The `login` field of the login form: an e-mail, a user id, or a login. */
  async byIdentifier(identifier: string): Promise<User | undefined> {
    const id = identifier.trim();
    if (id.includes('@')) return this.byEmail(id);
    if (/^\d{1,9}$/.test(id)) return this.get(Number(id));
    return this.db.selectFrom('users').selectAll().where('login', '=', id.toLowerCase()).executeTakeFirst();
  }

  /** Binds a phone; activation moves 0 -> 3 and 1 -> 2 (spec 2 §4). */
  async updatePhone(userId: number, code: string, number: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').select('activation_type').where('id', '=', userId).executeTakeFirstOrThrow();
      const activation_type = activationAfterPhoneUpdate(user.activation_type);
      try {
        await trx.updateTable('users').set({ phone_code: code, phone_number: number, activation_type }).where('id', '=', userId).execute();
      } catch (err) {
        if (isUniqueViolation(err)) throw new HttpError(409, 'user.phone_taken', 'This phone number belongs to another account', { pointer: '/phone_number' });
        throw err;
      }
      return activation_type;
    });
  }

  /** Binds an e-mail; activation moves 0 -> 1 and 3 -> 2. */
  async updateEmail(userId: number, email: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').select('activation_type').where('id', '=', userId).executeTakeFirstOrThrow();
      const activation_type = activationAfterEmailUpdate(user.activation_type);
      try {
        await trx.updateTable('users').set({ email: email.toLowerCase(), activation_type }).where('id', '=', userId).execute();
      } catch (err) {
        if (isUniqueViolation(err)) throw new HttpError(409, 'user.email_taken', 'This e-mail belongs to another account', { pointer: '/email' });
        throw err;
      }
      return activation_type;
    });
  }

  /** The security question and the hash of its answer; nulls remove it. */
  async setSecurityQuestion(userId: number, question: string | null, answerHash: string | null): Promise<void> {
    await this.db.updateTable('users').set({ security_question: question, security_answer_hash: answerHash }).where('id', '=', userId).execute();
  }

  async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
    await this.db.updateTable('users').set({ password_hash: passwordHash, password_changed_at: this.clock.now() }).where('id', '=', userId).execute();
  }

  async ban(userId: number, level: number, version: number): Promise<boolean> {
    const r = await this.db.updateTable('users').set({ ban_level: level, ban_version: version }).where('id', '=', userId).executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }
}

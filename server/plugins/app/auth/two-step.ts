import { randomInt } from 'node:crypto';
import { BACKUP_CODE_COUNT } from '@site/api/contracts';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { Database } from '../../../db/schema';
import { HttpError } from '../../external/http-error';
import type { Clock } from '../clock';
import { tokenHash } from './secure-random';
import { newTwoStepSecret, otpauthUrl, twoStepCodeStep } from './two-step-code';

const ISSUER = 'Demo Bet';
const BACKUP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A backup code as typed: case and the dash do not matter. */
const normalise = (code: string) => code.toLowerCase().replace('-', '');

function newBackupCode(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)];
  return `${s.slice(0, 4)}-${s.slice(4)}`;
}

/**
 * Two-step login with an authenticator app (RFC 6238): turning it on offers a secret that is
 * only pending until the player proves their app has it with a code; then the factor is on and
 * the player gets backup codes once (stored hashed, each good for one sign-in). Turning it off
 * needs a current or backup code.
 */
export class TwoStepService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async begin(userId: number): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
    const user = await this.db.selectFrom('users').select(['login', 'two_step_secret']).where('id', '=', userId).executeTakeFirstOrThrow();
    if (user.two_step_secret) throw new HttpError(409, 'security.two_step_on', 'Two-step sign-in is already on; turn it off first');
    const secret = newTwoStepSecret();
    await this.db.updateTable('users').set({ two_step_pending: secret }).where('id', '=', userId).execute();
    const url = otpauthUrl(secret, user.login, ISSUER);
    const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secret, otpauthUrl: url, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /** The first right code turns the factor on; answers the backup codes, shown this once. */
  async confirm(userId: number, code: string): Promise<string[]> {
    const user = await this.db.selectFrom('users').select(['two_step_pending', 'two_step_secret']).where('id', '=', userId).executeTakeFirstOrThrow();
    if (user.two_step_secret) throw new HttpError(409, 'security.two_step_on', 'Two-step sign-in is already on');
    if (!user.two_step_pending) throw new HttpError(409, 'security.two_step_not_started', 'Ask for a secret first (POST /web-api/user/two-step {enabled: true})');
    const step = twoStepCodeStep(user.two_step_pending, code, this.clock.now());
    if (step === null) throw new HttpError(400, 'auth.bad_code', 'The code is wrong or has expired', { pointer: '/code' });
    const codes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode);
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ two_step_secret: user.two_step_pending, two_step_pending: null, two_step_last_step: step }).where('id', '=', userId).execute();
      await trx.deleteFrom('two_step_backup_codes').where('user_id', '=', userId).execute();
      await trx.insertInto('two_step_backup_codes').values(codes.map((c) => ({ user_id: userId, code_hash: tokenHash(normalise(c)), used_at: null }))).execute();
    });
    return codes;
  }

  async disable(userId: number, code: string | undefined): Promise<void> {
    const user = await this.db.selectFrom('users').select('two_step_secret').where('id', '=', userId).executeTakeFirstOrThrow();
    if (!user.two_step_secret) {
      // a pending secret is simply dropped
      await this.db.updateTable('users').set({ two_step_pending: null }).where('id', '=', userId).execute();
      return;
    }
    if (code === undefined) throw new HttpError(400, 'security.code_required', 'Turning two-step sign-in off needs a code', { pointer: '/code' });
    if (!(await this.verify(userId, code))) throw new HttpError(400, 'auth.bad_code', 'The code is wrong or has expired', { pointer: '/code' });
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ two_step_secret: null, two_step_pending: null, two_step_last_step: null }).where('id', '=', userId).execute();
      await trx.deleteFrom('two_step_backup_codes').where('user_id', '=', userId).execute();
    });
  }

  /**
   * A current code of the player's app, or an unused backup code; either is used up by this call
   * (a code of the app once: its step must come after the last one used, even when two requests race).
   */
  async verify(userId: number, code: string): Promise<boolean> {
    const user = await this.db.selectFrom('users').select('two_step_secret').where('id', '=', userId).executeTakeFirst();
    if (!user?.two_step_secret) return false;
    if (/^\d{6}$/.test(code)) {
      const step = twoStepCodeStep(user.two_step_secret, code, this.clock.now());
      if (step === null) return false;
      const r = await this.db
        .updateTable('users')
        .set({ two_step_last_step: step })
        .where('id', '=', userId)
        .where((eb) => eb.or([eb('two_step_last_step', 'is', null), eb('two_step_last_step', '<', step)]))
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    }
    // single use even when two requests race: only the update that changed the row wins
    const r = await this.db
      .updateTable('two_step_backup_codes')
      .set({ used_at: this.clock.now() })
      .where('user_id', '=', userId)
      .where('code_hash', '=', tokenHash(normalise(code)))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async backupCodesLeft(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('two_step_backup_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}

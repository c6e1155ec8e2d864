import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DOCUMENT_MIME_TYPES, type DocumentItem, type DocumentKind, type DocumentStatus, type VerificationState } from '@site/api/contracts';
import { fileTypeFromBuffer } from 'file-type/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { HttpError } from '../../external/http-error';
import type { Clock } from '../clock';

/** The content's type by its bytes (never the name or the declared type), if it is one we accept. */
export async function acceptedMime(content: Uint8Array): Promise<string | null> {
  const type = await fileTypeFromBuffer(content);
  return type && (DOCUMENT_MIME_TYPES as readonly string[]).includes(type.mime) ? type.mime : null;
}

/**
 * Verification and identification documents: files in a directory outside the web root
 * (random names, readable by the server's user only), one row each; the operator approves or
 * rejects them (`admin verification <userId> approve|reject`). Players see only their own list;
 * no route serves a file.
 */
export class DocumentsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    readonly dir: string,
  ) {}

  async save(userId: number, kind: DocumentKind, content: Buffer): Promise<{ id: number; status: 'pending' }> {
    const mime = await acceptedMime(content);
    if (!mime) throw new HttpError(415, 'document.type_not_allowed', 'Only images (JPEG, PNG, WebP, HEIC) and PDF files are accepted, judged by their content', { pointer: '/file' });
    const storageName = `${userId}-${randomBytes(16).toString('hex')}`;
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await writeFile(join(this.dir, storageName), content, { mode: 0o600, flag: 'wx' });
    const t = this.clock.now();
    const row = await this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('player_documents')
        .values({ user_id: userId, kind, mime, size_bytes: content.length, storage_name: storageName, status: 'pending', created_at: t, reviewed_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      // spec 2 §4: verification is pending while user_status_id is 1
      await trx.updateTable('users').set({ user_status_id: 1 }).where('id', '=', userId).execute();
      return inserted;
    });
    return { id: row.id, status: 'pending' };
  }

  async list(userId: number): Promise<DocumentItem[]> {
    const rows = await this.db.selectFrom('player_documents').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
    return rows.map((r) => ({ id: r.id, kind: r.kind as DocumentKind, status: r.status as DocumentStatus, mime: r.mime, size: r.size_bytes, createdAt: Number(r.created_at) }));
  }

  /** approved once the operator approved; pending while a document waits; rejected when the last review said no. */
  async verificationOf(userId: number): Promise<VerificationState> {
    const user = await this.db.selectFrom('users').select('verification_status').where('id', '=', userId).executeTakeFirst();
    if (user?.verification_status === 2) return 'approved';
    const docs = await this.db.selectFrom('player_documents').select('status').where('user_id', '=', userId).execute();
    if (docs.some((d) => d.status === 'pending')) return 'pending';
    if (docs.some((d) => d.status === 'rejected')) return 'rejected';
    return 'none';
  }

  /**
   * The operator's decision on the player's pending documents: approve verifies the player
   * (verification_status 2), reject leaves them not verified (1); user_status_id leaves pending.
   * Answers how many documents it decided; false when there is no such player.
   */
  async review(userId: number, decision: 'approve' | 'reject'): Promise<{ decided: number } | null> {
    return this.db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
      if (!user) return null;
      const t = this.clock.now();
      const r = await trx
        .updateTable('player_documents')
        .set({ status: decision === 'approve' ? 'approved' : 'rejected', reviewed_at: t })
        .where('user_id', '=', userId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      await trx.updateTable('users').set({ user_status_id: 0, verification_status: decision === 'approve' ? 2 : 1 }).where('id', '=', userId).execute();
      return { decided: Number(r.numUpdatedRows) };
    });
  }
}

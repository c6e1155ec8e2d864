import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { answers, DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, DocumentCreated, DocumentsAnswer, type DocumentKind } from '@site/api/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { protectedRoute } from '../plugins/app/auth/guards';
import { HttpError } from '../plugins/external/http-error';

const isKind = (v: unknown): v is DocumentKind => typeof v === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(v);

/** Reads the multipart form: the `kind` field and the `file` (at most 10 MB; 413 above). */
async function readUpload(request: FastifyRequest): Promise<{ kind: unknown; file: Buffer | undefined }> {
  let kind: unknown;
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && file === undefined) file = await part.toBuffer();
        else part.file.resume();
      } else if (part.fieldname === 'kind') kind = part.value;
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'document.too_large', `The file is larger than ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB`, { pointer: '/file', meta: { maxMb: DOCUMENT_MAX_BYTES / 1024 / 1024 } });
    }
    throw new HttpError(400, 'request.bad', 'The body must be multipart/form-data with the fields kind and file');
  }
  return { kind, file };
}

/** Verification and identification documents (issue 18): the player's own, never served back. */
export default async function userDocumentRoutes(fastify: FastifyInstance) {
  // multipart is parsed on these routes only (an encapsulated plugin)
  await fastify.register(multipart, { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 2, fields: 5, parts: 8, fieldSize: 1000 } });
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const opts = { onRequest: protectedRoute };

  app.post('/web-api/user/documents', { ...opts, schema: { consumes: ['multipart/form-data'], response: answers({ 201: DocumentCreated }) } }, async (request, reply) => {
    const { kind, file } = await readUpload(request);
    if (!isKind(kind)) throw new HttpError(400, 'document.kind_invalid', `kind must be one of ${DOCUMENT_KINDS.join(', ')}`, { pointer: '/kind' });
    if (!file || file.length === 0) throw new HttpError(400, 'document.file_missing', 'the form has no file', { pointer: '/file' });
    const saved = await app.documents.save(request.userId as number, kind, file);
    return reply.status(201).send(saved);
  });

  app.get('/web-api/user/documents', { ...opts, schema: { response: answers({ 200: DocumentsAnswer }) } }, async (request, reply) => {
    const userId = request.userId as number;
    reply.header('Cache-Control', 'no-store');
    return { documents: await app.documents.list(userId), verification: await app.documents.verificationOf(userId) };
  });
}

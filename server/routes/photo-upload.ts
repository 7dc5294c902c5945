import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MAX_PHOTO_BYTES, PHOTO_FIELD, uploadMessages } from '@contract/gyms/uploads';
import { badRequest, HttpError } from '../plugins/app/errors';

/**
 * Lets the routes of this scope take multipart/form-data: one file of at most 5 MB and a few
 * short text fields. Register it inside the scope that holds the upload routes, so no other route
 * accepts multipart. The 64 KB JSON limit does not apply to these streams; these limits do.
 */
export async function acceptPhotoUploads(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 4, fieldSize: 256, parts: 5, headerPairs: 50 },
  });
}

const BROKEN_UPLOAD = 'The upload is not a complete multipart form: send the photo again';

export type PhotoUpload<T> = { fields: T; photo: Buffer };

function uploadError(error: unknown): Error {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, uploadMessages.tooLarge);
  if (code === 'FST_FILES_LIMIT') return badRequest(uploadMessages.oneFile);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION') return badRequest('Too many fields in the upload');
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status < 500) return error as Error;
  // Anything else the parser throws ("Unexpected end of multipart data", "Boundary not found") is a broken body, not a server fault.
  return badRequest(BROKEN_UPLOAD);
}

function fieldsError(error: z.ZodError): HttpError {
  const issue = error.issues[0]!;
  const key = issue.code === 'unrecognized_keys' ? issue.keys[0] : issue.path.join('.');
  const message = issue.code === 'unrecognized_keys' ? `Unknown field: ${key}` : `${key}: ${issue.message}`;
  return badRequest(message, { [key ?? 'body']: message });
}

/** Reads the whole multipart body: the `photo` file (buffered, at most 5 MB) and text fields checked by `schema`. */
export async function readPhotoUpload<T>(request: FastifyRequest, schema: z.ZodType<T>): Promise<PhotoUpload<T>> {
  if (!request.isMultipart()) throw badRequest(`${uploadMessages.missing}: send multipart/form-data with the file in a field named ${PHOTO_FIELD}`);
  const fields: Record<string, string> = {};
  let photo: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== PHOTO_FIELD) throw badRequest(`Unknown field: ${part.fieldname}`);
        photo = await part.toBuffer();
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw error instanceof HttpError ? error : uploadError(error);
  }
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw fieldsError(parsed.error);
  if (!photo) throw badRequest(uploadMessages.missing);
  return { fields: parsed.data, photo };
}

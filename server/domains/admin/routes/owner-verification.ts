import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminMessages, reportMessages, DOCUMENT_FIELDS, MAX_DOCUMENT_BYTES, verificationFieldsSchema, type DocumentKind } from '@contract/admin/admin';
import { endpoints } from '@contract/endpoints';
import { badRequest, HttpError } from '../../../plugins/app/errors';
import type { UploadedDocument } from '../verification-service';
import { defineRoute } from '../../../routes/define-route';

const isDocumentField = (name: string): name is DocumentKind => (DOCUMENT_FIELDS as readonly string[]).includes(name);

/** Reads the submission: at most one file per kind, 5 MB each, and the text fields gymId and gstin. */
async function readSubmission(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(`${adminMessages.documentsRequired}: send multipart/form-data with the files in fields named ${DOCUMENT_FIELDS.join(', ')}`);
  const fields: Record<string, string> = {};
  const files: UploadedDocument[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!isDocumentField(part.fieldname)) throw badRequest(`Unknown field: ${part.fieldname}`);
        if (files.some((f) => f.kind === part.fieldname)) throw badRequest(`Send one file as ${part.fieldname}`);
        files.push({ kind: part.fieldname, bytes: await part.toBuffer() });
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, adminMessages.documentTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('Too many fields in the upload');
    throw badRequest('The upload is not a complete multipart form: send the documents again');
  }
  const parsed = verificationFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = issue.code === 'unrecognized_keys' ? issue.keys[0]! : issue.path.join('.');
    const message = issue.code === 'unrecognized_keys' ? `Unknown field: ${key}` : `${key}: ${issue.message}`;
    throw badRequest(message, { [key]: message });
  }
  return { fields: parsed.data, files };
}

/** gyms.php verification actions of the signed-in owner (their own gyms only), and reviews.php?action=report for anyone signed in. */
export async function ownerVerificationRoutes(app: FastifyInstance): Promise<void> {
  const { verification, reports } = app.services;
  defineRoute(app, endpoints.reportContent, async ({ user, body }) => {
    await reports.report(user.id, body);
    return { message: reportMessages.reported, statusCode: 201 };
  });

  defineRoute(app, endpoints.gymVerification, async ({ user, query }) => ({
    message: 'Verification loaded',
    data: await verification.ownerState(user.id, query.gymId),
  }));

  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: MAX_DOCUMENT_BYTES, files: DOCUMENT_FIELDS.length, fields: 4, fieldSize: 256, parts: DOCUMENT_FIELDS.length + 4, headerPairs: 50 },
    });
    defineRoute(uploads, endpoints.submitVerification, async ({ request, user }) => {
      const { fields, files } = await readSubmission(request);
      return { message: adminMessages.submitted, data: await verification.submit(user.id, fields, files), statusCode: 201 };
    });
  });
}

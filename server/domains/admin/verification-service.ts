import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  adminMessages,
  MAX_DOCUMENT_BYTES,
  type DocumentKind,
  type OwnerVerification,
  type VerificationDocument,
  type VerificationQueueItem,
  type VerificationState,
} from '@contract/admin/admin';
import type { Paged } from '@contract/common';
import { gstinIssue, gstinMessages } from '@contract/gyms/gstin';
import type { Db } from '../../db/client';
import { gymVerifications, gyms, users } from '../../db/schema';
import { Refusal, conflict, invalid, notFound } from '../../shared/refusals';

/** Where submitted documents live: never under the served uploads, never named by the client. */
export const verificationDir = (dataDir: string) => join(dataDir, 'verification');
import { writeAudit, type AuditActor } from './audit-service';
import { requireOwnedGym, type Executor } from '../../shared/ownership';
import { writePlatformNotice, type PlatformNotice } from './platform-notice';

type StoredDocument = VerificationDocument & { file: string };
type VerificationRow = typeof gymVerifications.$inferSelect;

/** The content type a file's first bytes prove, or null: the name and the declared type are never trusted. */
export function sniffDocument(bytes: Buffer): VerificationDocument['contentType'] | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' } as const;

export function toState(row: VerificationRow): VerificationState {
  return {
    id: row.id,
    status: row.status,
    cause: row.cause,
    reason: row.reason,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

const publicDocuments = (documents: unknown): VerificationDocument[] =>
  (documents as StoredDocument[]).map(({ id, kind, contentType, bytes }) => ({ id, kind, contentType, bytes }));

/** The gym's badge and its latest submission (with the reason when rejected): what the owner sees. */
export async function gymVerificationState(db: Executor, gymId: string): Promise<OwnerVerification> {
  const [gym] = await db.select({ verified: gyms.verified }).from(gyms).where(eq(gyms.id, gymId)).limit(1);
  if (!gym) throw notFound('Gym not found');
  const [latest] = await db
    .select()
    .from(gymVerifications)
    .where(eq(gymVerifications.gymId, gymId))
    .orderBy(desc(gymVerifications.submittedAt), desc(gymVerifications.id))
    .limit(1);
  return { verified: gym.verified, verification: latest ? toState(latest) : null };
}

/**
 * A verified gym whose name, address or GSTIN changed goes back to the queue with the documents it was
 * approved on; the badge stays until an admin decides. Inside the caller's transaction.
 */
export async function requeueIfVerified(tx: Executor, gymId: string, changed: string[], at: Date): Promise<void> {
  if (changed.length === 0) return;
  const [gym] = await tx.select({ verified: gyms.verified, gstin: gyms.gstin }).from(gyms).where(eq(gyms.id, gymId)).limit(1);
  if (!gym?.verified) return;
  const [last] = await tx
    .select({ documents: gymVerifications.documents })
    .from(gymVerifications)
    .where(and(eq(gymVerifications.gymId, gymId), eq(gymVerifications.status, 'approved')))
    .orderBy(desc(gymVerifications.decidedAt))
    .limit(1);
  await tx
    .insert(gymVerifications)
    .values({ gymId, status: 'pending', gstin: gym.gstin, documents: last?.documents ?? [], cause: `changed: ${changed.join(', ')}`, submittedAt: at })
    .onConflictDoNothing();
}

/** The owner hears the decision in the app. */
async function tellOwner(tx: Executor, gymId: string, key: string, notice: (gym: string) => PlatformNotice, at: Date): Promise<void> {
  const [gym] = await tx.select({ ownerId: gyms.ownerId, name: gyms.name }).from(gyms).where(eq(gyms.id, gymId)).limit(1);
  if (gym?.ownerId) await writePlatformNotice(tx, { userId: gym.ownerId, gymId }, `verification:${key}`, notice(gym.name), at);
}

export type UploadedDocument = { kind: DocumentKind; bytes: Buffer };

export function createVerificationService(deps: { db: Db; dir: string; now: () => Date }) {
  const { db, dir, now } = deps;

  /** gyms.php?action=submit-verification: documents checked by their bytes, the GSTIN against the gym's state. */
  async function submit(ownerId: string, input: { gymId: string; gstin?: string | undefined }, files: UploadedDocument[]): Promise<OwnerVerification> {
    await requireOwnedGym(db, ownerId, input.gymId);
    const kinds = new Set(files.map((f) => f.kind));
    if (!kinds.has('gym_front') || !(kinds.has('gst_certificate') || kinds.has('shop_licence'))) throw invalid(adminMessages.documentsRequired);
    const checked = files.map((file) => {
      if (file.bytes.length > MAX_DOCUMENT_BYTES) throw new Refusal('too-large', adminMessages.documentTooLarge);
      const contentType = sniffDocument(file.bytes);
      if (!contentType) throw invalid(adminMessages.documentType, { [file.kind]: adminMessages.documentType });
      return { ...file, contentType };
    });
    const [gym] = await db.select({ state: gyms.state }).from(gyms).where(eq(gyms.id, input.gymId)).limit(1);
    if (input.gstin) {
      const issue = gstinIssue(input.gstin, gym!.state);
      if (issue) throw invalid(gstinMessages[issue], { gstin: gstinMessages[issue] });
    }
    const at = now();
    const [pending] = await db
      .select({ id: gymVerifications.id })
      .from(gymVerifications)
      .where(and(eq(gymVerifications.gymId, input.gymId), eq(gymVerifications.status, 'pending')))
      .limit(1);
    if (pending) throw conflict(adminMessages.alreadyPending);
    await mkdir(dir, { recursive: true });
    const documents: StoredDocument[] = [];
    for (const file of checked) {
      const id = randomUUID();
      const name = `${id}.${EXTENSIONS[file.contentType]}`;
      await writeFile(join(dir, name), file.bytes, { mode: 0o600 });
      documents.push({ id, kind: file.kind, contentType: file.contentType, bytes: file.bytes.length, file: name });
    }
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(gymVerifications)
        .values({ gymId: input.gymId, status: 'pending', gstin: input.gstin ?? null, documents, cause: 'submitted', submittedAt: at })
        .onConflictDoNothing()
        .returning({ id: gymVerifications.id });
      // Two submissions at once: the partial unique index lets one in.
      if (!row) throw conflict(adminMessages.alreadyPending);
      await writeAudit(
        tx,
        { id: ownerId, role: 'gym_owner' },
        { action: 'verification.submit', entityType: 'gym', entityId: input.gymId, after: { verificationId: row.id, gstin: input.gstin ?? null, documents: publicDocuments(documents) } },
        at,
      );
    });
    return gymVerificationState(db, input.gymId);
  }

  async function ownerState(ownerId: string, gymId: string): Promise<OwnerVerification> {
    await requireOwnedGym(db, ownerId, gymId);
    return gymVerificationState(db, gymId);
  }

  const itemColumns = {
    row: gymVerifications,
    gym: {
      id: gyms.id,
      name: gyms.name,
      address: gyms.address,
      area: gyms.area,
      city: gyms.city,
      state: gyms.state,
      pincode: gyms.pincode,
      verified: gyms.verified,
      gstin: gyms.gstin,
      ownerId: gyms.ownerId,
    },
    owner: { firstName: users.firstName, lastName: users.lastName, mobile: users.mobile },
  };

  type ItemRow = { row: VerificationRow; gym: Omit<VerificationQueueItem['gym'], 'ownerName' | 'ownerMobile'>; owner: { firstName: string | null; lastName: string | null; mobile: string } | null };
  const toItem = ({ row, gym, owner }: ItemRow): VerificationQueueItem => ({
    ...toState(row),
    gstin: row.gstin,
    documents: publicDocuments(row.documents),
    gym: { ...gym, ownerName: [owner?.firstName, owner?.lastName].filter(Boolean).join(' ') || null, ownerMobile: owner?.mobile ?? null },
  });

  async function readItem(executor: Executor, id: string): Promise<VerificationQueueItem> {
    const [item] = await executor
      .select(itemColumns)
      .from(gymVerifications)
      .innerJoin(gyms, eq(gyms.id, gymVerifications.gymId))
      .leftJoin(users, eq(users.id, gyms.ownerId))
      .where(eq(gymVerifications.id, id))
      .limit(1);
    if (!item) throw notFound(adminMessages.submissionNotFound);
    return toItem(item);
  }

  /** admin.php?action=verification-queue: oldest first (the longest waiting), by status (pending by default). */
  async function queue(query: { status: VerificationRow['status']; page: number; pageSize: number }): Promise<Paged<VerificationQueueItem>> {
    const where = eq(gymVerifications.status, query.status);
    const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(gymVerifications).where(where);
    const total = count?.total ?? 0;
    const rows = await db
      .select(itemColumns)
      .from(gymVerifications)
      .innerJoin(gyms, eq(gyms.id, gymVerifications.gymId))
      .leftJoin(users, eq(users.id, gyms.ownerId))
      .where(where)
      .orderBy(query.status === 'pending' ? asc(gymVerifications.submittedAt) : desc(gymVerifications.decidedAt), asc(gymVerifications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return { items: rows.map(toItem), page: query.page, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) };
  }

  /** The pending row, locked: two admins deciding at once, one wins and the other hears it was decided. */
  async function lockPending(tx: Executor, id: string): Promise<VerificationRow> {
    const [row] = await tx.select().from(gymVerifications).where(eq(gymVerifications.id, id)).for('update').limit(1);
    if (!row) throw notFound(adminMessages.submissionNotFound);
    if (row.status !== 'pending') throw conflict(adminMessages.notPending);
    return row;
  }

  /** admin.php?action=approve: the badge; a GSTIN sent with the submission becomes the gym's. */
  async function approve(admin: AuditActor, id: string): Promise<VerificationQueueItem> {
    const at = now();
    return db.transaction(async (tx) => {
      const row = await lockPending(tx, id);
      const [before] = await tx.select({ verified: gyms.verified, gstin: gyms.gstin }).from(gyms).where(eq(gyms.id, row.gymId)).for('update');
      await tx.update(gymVerifications).set({ status: 'approved', decidedAt: at, decidedBy: admin.id, reason: null }).where(eq(gymVerifications.id, id));
      const after = { verified: true, gstin: row.gstin ?? before!.gstin };
      await tx.update(gyms).set({ ...after, updatedAt: at }).where(eq(gyms.id, row.gymId));
      await tellOwner(tx, row.gymId, `verified:${id}`, (gym) => ({ notice: 'verified', gym }), at);
      await writeAudit(tx, admin, { action: 'verification.approve', entityType: 'gym', entityId: row.gymId, before: { ...before, verificationId: id, status: 'pending' }, after: { ...after, verificationId: id, status: 'approved' } }, at);
      return readItem(tx, id);
    });
  }

  /** admin.php?action=reject: no badge (a verified gym loses it); the owner reads the reason. */
  async function reject(admin: AuditActor, id: string, reason: string): Promise<VerificationQueueItem> {
    const at = now();
    return db.transaction(async (tx) => {
      const row = await lockPending(tx, id);
      const [before] = await tx.select({ verified: gyms.verified }).from(gyms).where(eq(gyms.id, row.gymId)).for('update');
      await tx.update(gymVerifications).set({ status: 'rejected', decidedAt: at, decidedBy: admin.id, reason }).where(eq(gymVerifications.id, id));
      await tx.update(gyms).set({ verified: false, updatedAt: at }).where(eq(gyms.id, row.gymId));
      await tellOwner(tx, row.gymId, `rejected:${id}`, (gym) => ({ notice: 'rejected', gym, reason }), at);
      await writeAudit(tx, admin, { action: 'verification.reject', entityType: 'gym', entityId: row.gymId, before: { verified: before!.verified, verificationId: id, status: 'pending' }, after: { verified: false, verificationId: id, status: 'rejected', reason } }, at);
      return readItem(tx, id);
    });
  }

  /** admin.php?action=verification-document: the bytes as stored, with the type their bytes proved. */
  async function document(verificationId: string, documentId: string): Promise<{ contentType: string; base64: string }> {
    const [row] = await db.select({ documents: gymVerifications.documents }).from(gymVerifications).where(eq(gymVerifications.id, verificationId)).limit(1);
    const doc = (row?.documents as StoredDocument[] | undefined)?.find((d) => d.id === documentId);
    if (!doc) throw notFound('Document not found');
    const bytes = await readFile(join(dir, doc.file)).catch(() => null);
    if (!bytes) throw notFound('Document not found');
    return { contentType: doc.contentType, base64: bytes.toString('base64') };
  }

  return { submit, ownerState, queue, approve, reject, document };
}

export type VerificationService = ReturnType<typeof createVerificationService>;

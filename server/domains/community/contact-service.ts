import { and, asc, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import { contactMessages, type contactBodySchema } from '@contract/community/contact';
import type { Db } from '../../db/client';
import { contactMessages as contactTable } from '../../db/schema';
import { tooMany } from '../../shared/refusals';

export type ContactSend = z.output<typeof contactBodySchema>;
const HOUR_MS = 3_600_000;

/**
 * Stores a message from the contact form. The hourly cap per IP (hourlyMax) is counted from the stored rows,
 * so it holds across restarts and replicas; the answer says when the oldest message leaves the hour.
 */
export function createContactService({ db, now, hourlyMax }: { db: Db; now: () => Date; hourlyMax: number }) {
  return {
    async send(ip: string, message: ContactSend): Promise<void> {
      const at = now();
      await db.transaction(async (tx) => {
        const recent = await tx
          .select({ createdAt: contactTable.createdAt })
          .from(contactTable)
          .where(and(eq(contactTable.ip, ip), gt(contactTable.createdAt, new Date(at.getTime() - HOUR_MS))))
          .orderBy(asc(contactTable.createdAt));
        if (recent.length >= hourlyMax) {
          const freeAt = recent[0]!.createdAt.getTime() + HOUR_MS;
          throw tooMany(contactMessages.tooMany, Math.max(1, Math.ceil((freeAt - at.getTime()) / 1000)));
        }
        await tx.insert(contactTable).values({ ...message, ip, createdAt: at });
      });
    },
  };
}

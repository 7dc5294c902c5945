import { eq } from 'drizzle-orm';
import { messages, users } from '../../db/schema';
import type { Executor } from '../../shared/ownership';
import { renderMessage, type PlatformNoticePayload } from '../messaging';

/** What the platform team tells a person: a hidden review or reply (with the reason), a verification decision. */
export type PlatformNotice = Exclude<PlatformNoticePayload, { text: string }>;

/**
 * Tells a person in the app what the platform team decided about their content or gym (issue 25): one
 * in-app message in their language, delivered by the commit of the decision it is written with; `key` makes one
 * decision one message.
 */
export async function writePlatformNotice(tx: Executor, to: { userId: string; gymId: string | null }, key: string, notice: PlatformNotice, at: Date): Promise<void> {
  const [user] = await tx.select({ mobile: users.mobile, language: users.language }).from(users).where(eq(users.id, to.userId)).limit(1);
  if (!user) return;
  await tx
    .insert(messages)
    .values({
      kind: 'platform_notice',
      channel: 'in_app',
      recipientId: to.userId,
      recipientMobile: user.mobile,
      gymId: to.gymId,
      dedupeKey: `platform_notice:${key}:in_app`,
      payload: notice,
      text: renderMessage('platform_notice', notice, 'in_app', user.language).text,
      dueAt: at,
      nextAttemptAt: at,
      status: 'sent',
      sentAt: at,
      createdAt: at,
    })
    .onConflictDoNothing({ target: messages.dedupeKey });
}

import { eq } from 'drizzle-orm';
import { ownerMessages, type OwnerRegistration, type OwnerRegistrationData } from '@contract/accounts/owners';
import type { Db } from '../../db/client';
import { gyms, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../shared/refusals';
import { insertGym } from '../gyms';
import { toUser } from './user-service';

/**
 * owners.php?action=register: after the OTP, the owner's details and first gym in one transaction.
 * A member's or trainer's number is told why it cannot register: a role never changes silently.
 */
export async function registerOwner(db: Db, userId: string, input: OwnerRegistration, now: Date): Promise<OwnerRegistrationData> {
  return db.transaction(async (tx) => {
    // Locked, so two registrations sent at once make one gym, not two.
    const [account] = await tx.select({ userType: users.userType }).from(users).where(eq(users.id, userId)).for('update');
    if (!account) throw notFound();
    if (account.userType === 'member') throw forbidden(ownerMessages.memberNumber);
    if (account.userType === 'trainer') throw forbidden(ownerMessages.trainerNumber);
    const [existing] = await tx.select({ id: gyms.id }).from(gyms).where(eq(gyms.ownerId, userId)).limit(1);
    if (existing) throw conflict(ownerMessages.alreadyRegistered);
    const [updated] = await tx
      .update(users)
      .set({ ...input.owner, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    const gym = await insertGym(tx, userId, input.gym, now);
    return { user: toUser(updated!), gymId: gym.id };
  });
}

import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Executor } from '../../shared/ownership';

/** An admin's number is still on ADMIN_MOBILES: taking it off the list ends the admin's access at the next call. */
export async function isListedAdmin(db: Executor, userId: string, adminMobiles: readonly string[]): Promise<boolean> {
  const [row] = await db.select({ mobile: users.mobile, userType: users.userType }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.userType === 'admin' && adminMobiles.includes(row.mobile);
}

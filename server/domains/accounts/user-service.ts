import { randomBytes, scrypt, timingSafeEqual, type BinaryLike, type ScryptOptions } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Language, LoginUserType } from '@contract/common';
import type { User } from '@contract/accounts/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../shared/refusals';
import { isUniqueViolation } from '../../db/pg-errors';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
type UserRow = typeof users.$inferSelect;

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 64 } as const;

function scryptAsync(password: BinaryLike, salt: BinaryLike, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(key, expected);
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    mobile: row.mobile,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    userType: row.userType,
    profileComplete: Boolean(row.firstName && row.lastName && row.email),
    hasPassword: row.passwordHash !== null,
    marketingOptIn: row.marketingOptIn,
    whatsappMessages: row.whatsappMessages,
    emailMessages: row.emailMessages,
    language: row.language,
  };
}

export const EMAIL_TAKEN = 'This email is already used by another account';
const EMAIL_INDEX = 'users_email_lower_idx';

export type MessageChoices = {
  marketingOptIn?: boolean | undefined;
  whatsappMessages?: boolean | undefined;
  emailMessages?: boolean | undefined;
  language?: Language | undefined;
};
export type ProfileUpdate = { firstName: string; lastName: string; email: string; password: string } & MessageChoices;

/** The columns a change of choices sets: an opt-in keeps the time it was first given until it is withdrawn. */
function choicesSet(row: Pick<UserRow, 'marketingOptIn'>, choices: MessageChoices, at: Date) {
  const { marketingOptIn, whatsappMessages, emailMessages, language } = choices;
  const optIn =
    marketingOptIn === undefined || marketingOptIn === row.marketingOptIn ? {} : { marketingOptIn, marketingOptInAt: marketingOptIn ? at : null };
  return {
    ...optIn,
    ...(whatsappMessages === undefined ? {} : { whatsappMessages }),
    ...(emailMessages === undefined ? {} : { emailMessages }),
    ...(language === undefined ? {} : { language }),
  };
}

export function createUserService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  /**
   * First sign-in creates the account with the type asked for; afterwards the stored type wins,
   * so ticking "I am a gym owner" never turns a member into an owner.
   */
  async function findOrCreateByMobile(mobile: string, userType: Exclude<LoginUserType, 'staff'>, executor: Executor = db, marketingOptIn = false): Promise<User> {
    const at = now();
    // The sign-in form cannot be submitted without accepting the terms.
    await executor.insert(users).values({ mobile, userType, termsAcceptedAt: at, createdAt: at, updatedAt: at }).onConflictDoNothing({ target: users.mobile });
    const [row] = await executor.select().from(users).where(eq(users.mobile, mobile)).limit(1);
    // An unticked box at a later sign-in is no withdrawal: that is the profile's switch.
    if (!marketingOptIn || row!.marketingOptIn) return toUser(row!);
    const [opted] = await executor.update(users).set(choicesSet(row!, { marketingOptIn }, at)).where(eq(users.id, row!.id)).returning();
    return toUser(opted!);
  }

  async function getById(id: string): Promise<User> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!row) throw notFound();
    return toUser(row);
  }

  /** A blank password keeps the stored one; an email already on another account is a conflict. */
  async function updateProfile(id: string, update: ProfileUpdate): Promise<User> {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${update.email})`, ne(users.id, id)))
      .limit(1);
    if (taken) throw conflict(EMAIL_TAKEN);
    const passwordHash = update.password === '' ? undefined : await hashPassword(update.password);
    const [before] = await db.select({ marketingOptIn: users.marketingOptIn }).from(users).where(eq(users.id, id)).limit(1);
    if (!before) throw notFound();
    const at = now();
    const [row] = await db
      .update(users)
      .set({
        firstName: update.firstName,
        lastName: update.lastName,
        email: update.email,
        updatedAt: at,
        ...(passwordHash ? { passwordHash } : {}),
        ...choicesSet(before, update, at),
      })
      .where(eq(users.id, id))
      .returning()
      // Two saves of one email can both pass the check above; the unique index refuses the second.
      .catch((error: unknown) => {
        throw isUniqueViolation(error, EMAIL_INDEX) ? conflict(EMAIL_TAKEN) : error;
      });
    if (!row) throw notFound();
    return toUser(row);
  }

  /** The switcher's save: only the language, so a profile not yet filled in keeps it too. */
  async function setLanguage(id: string, language: Language): Promise<User> {
    const [row] = await db.update(users).set({ language, updatedAt: now() }).where(eq(users.id, id)).returning();
    if (!row) throw notFound();
    return toUser(row);
  }

  return { findOrCreateByMobile, getById, updateProfile, setLanguage };
}

export type UserService = ReturnType<typeof createUserService>;

// The role hint cookie (contract/role-hint.ts): set at sign-in and on the profile call, cleared at logout, read by the
// static pages (static.ts) to choose a signed-in area's placeholder. It names a session and is signed with APP_SECRET,
// so it cannot be made up, and the server draws an area only while that session is live and the user's type is the
// area's. The areas' guards and every API call's own check stay the protection: this only chooses which HTML is sent.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AREA_ROOTS, ROLE_HINT_COOKIE, type AreaRole } from '@contract/role-hint';
import { SESSION_IDLE_DAYS } from '../../services/session-service';

const MAX_AGE_SECONDS = SESSION_IDLE_DAYS * 24 * 60 * 60;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const HINT = new RegExp(`(?:^|;\\s*)${ROLE_HINT_COOKIE}=([^;]*)`);

export type HintedSession = { role: AreaRole; sessionId: string };

const isAreaRole = (role: string): role is AreaRole => Object.hasOwn(AREA_ROOTS, role);

const signature = (secret: string, role: string, sessionId: string) =>
  createHmac('sha256', secret).update(`role-hint:${role}:${sessionId}`).digest('base64url');

/** `role.sessionId.signature`, or null for a user type with no area (no placeholder is drawn for it). */
export function roleHintValue(secret: string, session: { sessionId: string; userType: string }): string | null {
  const { sessionId, userType } = session;
  if (!isAreaRole(userType) || !ID.test(sessionId)) return null;
  return `${userType}.${sessionId}.${signature(secret, userType, sessionId)}`;
}

/** The role and session a request's hint names, if its signature is ours; null when it is absent, malformed or made up. */
export function hintedSession(secret: string, cookieHeader: string | undefined): HintedSession | null {
  const [role, sessionId, given, ...rest] = (HINT.exec(cookieHeader ?? '')?.[1] ?? '').split('.');
  if (!role || !sessionId || !given || rest.length || !isAreaRole(role) || !ID.test(sessionId)) return null;
  const expected = Buffer.from(signature(secret, role, sessionId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? { role, sessionId } : null;
}

const attributes = (request: FastifyRequest) => `Path=/; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`;

/** Sets the hint for the caller's session (or clears it, for a user type with no area). */
export function setRoleHint(request: FastifyRequest, reply: FastifyReply, secret: string, session: { sessionId: string; userType: string }): void {
  const value = roleHintValue(secret, session);
  if (!value) return clearRoleHint(request, reply);
  reply.header('set-cookie', `${ROLE_HINT_COOKIE}=${value}; Max-Age=${MAX_AGE_SECONDS}; ${attributes(request)}`);
}

export function clearRoleHint(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${ROLE_HINT_COOKIE}=; Max-Age=0; ${attributes(request)}`);
}

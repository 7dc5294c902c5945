import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../common';

export const sessionMessages = {
  listed: 'Signed-in devices loaded',
  revoked: 'Signed out of the device',
  revokedOthers: 'Signed out of all other devices',
} as const;

/** A signed-in device as its owner sees it: never the token or its hash, never an address. */
export const deviceSessionSchema = z.object({
  id: z.string(),
  /** "Chrome on Android"; null when the browser did not say */
  deviceLabel: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema,
  /** the session that asks */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

export const deviceSessionListSchema = z.array(deviceSessionSchema);

export const sessionTargetBodySchema = z.object({ sessionId: idSchema }).strict();
export type SessionTargetBody = z.input<typeof sessionTargetBodySchema>;

export const revokedCountSchema = z.object({ revoked: z.number().int() });

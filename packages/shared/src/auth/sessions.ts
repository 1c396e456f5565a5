import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../limits.js';
import { authMessages } from './schemas.js';

/**
 * A device signed in to the account: one refresh family, from its sign-in (ASVS 3.3.4). Neither
 * a token nor its hash ever leaves the server.
 */
export const activeSessionSchema = z.object({
  /** Names it to end it alone: the sign-in's own opaque id (its refresh family), never a token. */
  id: z.string(),
  /** The sign-in that started it. */
  created_at: z.string(),
  /** Its last sign-in or refresh: the device was in use then. */
  last_used_at: z.string(),
  /** When the password is asked again, however often it is used (SESSION_MAX_AGE_DAYS). */
  expires_at: z.string(),
  /** The device making this request. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

/** `GET /api/auth/sessions`: the account's devices, the most recently used first. */
export const activeSessionsResponse = z.object({ sessions: z.array(activeSessionSchema) });
export type ActiveSessions = z.infer<typeof activeSessionsResponse>;

/** `POST /api/auth/sessions/revoke-others`: the current password confirms it, as for deleting the account. */
export const revokeOtherSessionsBody = z.object({
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, { error: authMessages.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: authMessages.passwordTooLong }),
});
export type RevokeOtherSessionsBody = z.infer<typeof revokeOtherSessionsBody>;

/** How many other devices were signed out. */
export const revokeOtherSessionsResponse = z.object({ ended: z.number().int() });
export type RevokeOtherSessions = z.infer<typeof revokeOtherSessionsResponse>;

/** `POST /api/auth/sessions/:id/revoke`: `id` is a listed session's. Any other string is answered as unknown. */
export const sessionIdParams = z.object({ id: z.string().max(100) });
export type SessionIdParams = z.infer<typeof sessionIdParams>;

/** Ending one device is confirmed by the password as ending all the others. */
export const revokeSessionBody = revokeOtherSessionsBody;
export type RevokeSessionBody = RevokeOtherSessionsBody;

/** That one device was signed out. */
export const revokeSessionResponse = z.object({ ended: z.literal(1) });
export type RevokeSession = z.infer<typeof revokeSessionResponse>;

/** What `POST /api/auth/sessions/:id/revoke` answers when it ends nothing. */
export const sessionMessages = {
  /** 404: not one of this account's signed-in devices (gone, or never its own: the same answer). */
  notFound: "Cet appareil n'est plus connecté à votre compte.",
  /** 400: the device making the request. */
  current: "C'est l'appareil que vous utilisez : « Se déconnecter » met fin à cette session.",
} as const;

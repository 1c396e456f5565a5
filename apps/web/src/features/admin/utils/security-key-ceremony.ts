import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { securityKeyMessages } from '@pourquoi/shared';
import { adminErrorMessage } from './errors';

/** A failure of the browser's part of a key ceremony, in the console's words. */
export class SecurityKeyProblem extends Error {}

/**
 * Runs the browser's dialog (`navigator.credentials`, through @simplewebauthn/browser). Whatever
 * it refuses (closed, timed out, a key it will not use here) reads as one calm sentence; a key
 * already on the account is said as such.
 */
export async function withSecurityKey<T>(ceremony: () => Promise<T>): Promise<T> {
  if (!browserSupportsWebAuthn()) throw new SecurityKeyProblem(securityKeyMessages.unsupported);
  try {
    return await ceremony();
  } catch (error) {
    const known =
      error instanceof Error && 'code' in error && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED';
    throw new SecurityKeyProblem(known ? securityKeyMessages.alreadyRegistered : securityKeyMessages.browserCancelled, {
      cause: error,
    });
  }
}

/** What to say when adding or using a key failed: the browser's problem, or the server's own words. */
export const securityKeyErrorMessage = (error: unknown) =>
  error instanceof SecurityKeyProblem ? error.message : adminErrorMessage(error);

import { TRIAL_DAYS, type LoginBody, type RegisterBody } from '@pourquoi/shared';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthDependencies } from './dependencies.js';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../lib/passwords.js';
import { findUserByEmail, insertUserWithTrial, type UserRow } from './repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Creates the account and starts its 7-day trial. No role is stored: a listed address gets its
 * staff role once confirmed (product.md#d15-verified-staff).
 */
export async function registerAccount(deps: AuthDependencies, input: RegisterBody): Promise<UserRow> {
  if (await findUserByEmail(deps.db, input.email)) throw new AppError('email_taken');
  const now = deps.clock.now();
  try {
    return await insertUserWithTrial(
      deps.db,
      {
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.first_name,
        lastName: input.last_name,
      },
      new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
      now,
    );
  } catch (error) {
    // Two registrations of one address at the same moment: the constraint decides.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new AppError('email_taken');
    throw error;
  }
}

/** The account for these credentials; one message whether the address or the password is wrong. */
export async function authenticateCredentials(deps: AuthDependencies, input: LoginBody): Promise<UserRow> {
  const user = await findUserByEmail(deps.db, input.email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDecoy(input.password);
  if (!user || !valid) throw new AppError('invalid_credentials');
  return user;
}

import type { FastifyBaseLogger } from 'fastify';
import { type AccountDeletion, historyMessages } from '@pourquoi/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { countSessions, deleteUserRows, findUserById } from '../auth/index.js';
import { countConversations, countMessages } from '../chat/index.js';
import { countChildren } from '../children/index.js';
import { endPaidSubscription } from '../monetization/index.js';
import { countStoriesAndPictures } from '../stories/index.js';
import type { AccountDependencies } from './dependencies.js';

const userNotFound = () => new AppError('session_expired');

/** What the account holds, for the deletion's answer. */
async function countHoldings(db: Database, userId: string): Promise<AccountDeletion['deleted']> {
  const [children, conversations, messages, { stories, illustrations }, sessions] = await Promise.all([
    countChildren(db, userId),
    countConversations(db, [userId]),
    countMessages(db, userId),
    countStoriesAndPictures(db, userId),
    countSessions(db, userId),
  ]);
  return { children, conversations, messages, stories, illustrations, sessions };
}

/**
 * The account and everything in it, gone (every table holds the account's id with a
 * cascading key): children, conversations, stories, pictures, sessions, tokens. The password
 * confirms it; the main contact account cannot go.
 */
export async function deleteAccount(
  deps: AccountDependencies,
  userId: string,
  password: string,
  log: FastifyBaseLogger,
): Promise<AccountDeletion> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw userNotFound();
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('validation_error', {
      message: historyMessages.wrongPassword,
      fields: { password: historyMessages.wrongPassword },
    });
  }
  if (deps.config.contactEmail && user.email === deps.config.contactEmail) {
    throw new AppError('forbidden', { message: 'Le compte de contact principal ne peut pas être supprimé.' });
  }
  // Nothing may be charged to an account that no longer exists: its subscription ends first.
  await endPaidSubscription(deps, userId);
  const deletion = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const deleted = await countHoldings(tx, userId);
    await deleteUserRows(tx, [userId]);
    log.info({ userId, deleted }, 'account deleted at its owner’s request');
    return { deleted };
  });
  // Its access tokens stop here at once (other instances: within the session cache's bound).
  deps.sessionVersions.gone(userId);
  return deletion;
}

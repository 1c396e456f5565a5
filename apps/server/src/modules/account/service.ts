import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { count, eq, inArray } from 'drizzle-orm';
import { type AccountDeletion, historyMessages } from '@pourquoi/shared';
import type { Database } from '../../db/client.js';
import {
  children,
  conversations,
  messages,
  refreshTokens,
  stories,
  storyIllustrations,
  users,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { findUserById } from '../auth/index.js';
import { endPaidSubscription } from '../monetization/index.js';

const userNotFound = () => new AppError('session_expired');

async function countsOf(db: Database, userId: string): Promise<AccountDeletion['deleted']> {
  const total = async (query: Promise<Array<{ value: number }>>) => (await query)[0]?.value ?? 0;
  const storyIds = (await db.select({ id: stories.id }).from(stories).where(eq(stories.userId, userId))).map(
    (story) => story.id,
  );
  return {
    children: await total(db.select({ value: count() }).from(children).where(eq(children.userId, userId))),
    conversations: await total(
      db.select({ value: count() }).from(conversations).where(eq(conversations.userId, userId)),
    ),
    messages: await total(db.select({ value: count() }).from(messages).where(eq(messages.userId, userId))),
    stories: storyIds.length,
    illustrations:
      storyIds.length === 0
        ? 0
        : await total(
            db.select({ value: count() }).from(storyIllustrations).where(inArray(storyIllustrations.storyId, storyIds)),
          ),
    sessions: await total(db.select({ value: count() }).from(refreshTokens).where(eq(refreshTokens.userId, userId))),
  };
}

/**
 * The account and everything in it, gone (every table holds the account's id with a
 * cascading key): children, conversations, stories, pictures, sessions, tokens. The password
 * confirms it; the main contact account cannot go.
 */
export async function deleteAccount(
  app: FastifyInstance,
  userId: string,
  password: string,
  log: FastifyBaseLogger,
): Promise<AccountDeletion> {
  const user = await findUserById(app.db, userId);
  if (!user) throw userNotFound();
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('validation_error', {
      message: historyMessages.wrongPassword,
      fields: { password: historyMessages.wrongPassword },
    });
  }
  if (app.config.contactEmail && user.email === app.config.contactEmail) {
    throw new AppError('forbidden', { message: 'Le compte de contact principal ne peut pas être supprimé.' });
  }
  // Nothing may be charged to an account that no longer exists: its subscription ends first.
  await endPaidSubscription(app, userId);
  const deletion = await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const deleted = await countsOf(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
    log.info({ userId, deleted }, 'account deleted at its owner’s request');
    return { deleted };
  });
  // Its access tokens stop here at once (other instances: within the session cache's bound).
  app.sessionVersions.gone(userId);
  return deletion;
}

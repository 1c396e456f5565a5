import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  type AdminUser,
  type AdminUserUpdate,
  DAY_MS,
  effectivePlanId,
  effectiveStatus,
  isPremium,
  parisDateText,
  startOfParisDay,
} from '@pourquoi/shared';
import { type Database, pgErrorCode, UNIQUE_VIOLATION } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { addressChangedEmail } from '../../mail/templates/address-changed.js';
import {
  deleteUserRows,
  findUserById,
  issueResetLink,
  listUserRows,
  mailResetLink,
  presentUser,
  retireResetLinks,
  sendVerificationEmail,
  setUserColumns,
} from '../auth/index.js';
import { countConversations } from '../chat/index.js';
import { childCountsByFamily, countChildModifications, countChildren } from '../children/index.js';
import { toSubscriptionRecord } from '../family/index.js';
import {
  type SubscriptionRow,
  countReferrals,
  endPaidSubscription,
  findSubscription,
  subscriptionsByFamily,
  updateSubscription,
} from '../monetization/index.js';
import { countStoriesAndPictures } from '../stories/index.js';
import type { AdminDependencies } from './dependencies.js';
import { audited } from './audit.js';

const isContact = (deps: AdminDependencies, email: string) => deps.config.contactEmail === email;

/** `GET /admin/users`: every account (or the one of `onlyId`) with its plan as the rules read it, newest first. */
export async function listUsers(deps: AdminDependencies, onlyId?: string): Promise<AdminUser[]> {
  const [users, subscriptions, childCounts] = await Promise.all([
    listUserRows(deps.db, onlyId),
    subscriptionsByFamily(deps.db, onlyId),
    childCountsByFamily(deps.db, onlyId),
  ]);
  const now = deps.clock.now();
  return users.flatMap((user) => {
    // Read apart, the accounts may count one registered meanwhile: it shows on the next load.
    const subscription = subscriptions.get(user.id);
    if (!subscription) return [];
    const record = toSubscriptionRecord(subscription);
    const status = effectiveStatus(record, now);
    const planId = status === 'expired' ? 'free_trial' : effectivePlanId(record, now);
    return {
      ...presentUser(user, deps.config),
      is_premium: isPremium(status, planId),
      trial_end_date: record.trialEndsAt?.toISOString() ?? null,
      subscription_plan: planId,
      subscription_end_date: record.status === 'trial' ? null : (record.currentPeriodEnd?.toISOString() ?? null),
      subscription_status: status,
      children_count: childCounts.get(user.id) ?? 0,
      created_at: user.createdAt.toISOString(),
      is_contact: isContact(deps, user.email),
    };
  });
}

/** The end of a chosen Paris day: a plan "until the 31st" lasts through the 31st. */
function endOfParisDay(date: string): Date {
  return startOfParisDay(new Date(new Date(`${date}T12:00:00Z`).getTime() + DAY_MS));
}

/**
 * `PUT /admin/users/{id}`: the names, the address, the plan and its end date, set by hand (a
 * correction, a gift, a support gesture). A paid plan set here ends at its date (it renews only
 * through a payment); is_premium follows the plan (product.md#console). A new address must be
 * confirmed again (product.md#d15-verified-staff): its staff role waits for the link, unused reset links
 * sent to the former one stop working, and the former one is told. The contact account keeps
 * its address (it is what protects it). The change and its audit entry are one transaction.
 */
export async function updateUser(
  deps: AdminDependencies,
  actor: FastifyRequest['actor'],
  id: string,
  change: AdminUserUpdate,
  log: FastifyBaseLogger,
) {
  const now = deps.clock.now();
  const moved = await audited(deps.db, actor, async (tx) => {
    const [user, subscription] = await Promise.all([findUserById(tx, id), findSubscription(tx, { userId: id })]);
    if (!user || !subscription) throw new AppError('not_found');
    const newAddress = change.email !== undefined && change.email !== user.email ? change.email : null;
    if (newAddress && isContact(deps, user.email)) {
      throw new AppError('forbidden', {
        message: "L'adresse du compte de contact principal ne peut pas être modifiée",
      });
    }
    await setUserColumns(tx, id, {
      firstName: change.first_name ?? user.firstName,
      lastName: change.last_name ?? user.lastName,
      ...(newAddress && { email: newAddress, emailVerifiedAt: null }),
    });
    if (newAddress) await retireResetLinks(tx, id, now);
    await setPlan(deps, tx, subscription, change);
    const before = {
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      plan: subscription.planId,
      status: subscription.status,
      end: subscription.currentPeriodEnd ?? subscription.trialEndsAt,
    };
    return {
      result: newAddress
        ? { former: user.email, firstName: change.first_name ?? user.firstName, email: newAddress }
        : null,
      entry: { action: 'user.update', target: id, details: { before, after: change } },
    };
  }).catch((error: unknown) => {
    // Another account has the address: the constraint decides, as at registration.
    throw pgErrorCode(error) === UNIQUE_VIOLATION ? new AppError('email_taken') : error;
  });
  if (moved) {
    await sendVerificationEmail(deps, { id, email: moved.email, firstName: moved.firstName }, log);
    deps.runInBackground('address changed email', log, () =>
      deps.mailer.send(addressChangedEmail(moved.former, moved.firstName, moved.email), log),
    );
  }
  const [updated] = await listUsers(deps, id);
  return updated!;
}

/** The plan and its end date as the console sets them: a trial until its day, or a paid plan that does not renew. */
async function setPlan(
  deps: AdminDependencies,
  tx: Database,
  row: SubscriptionRow,
  change: Pick<AdminUserUpdate, 'subscription_plan' | 'subscription_end_date'>,
) {
  const end = change.subscription_end_date ? endOfParisDay(change.subscription_end_date) : null;
  const cleared = { scheduledPlanId: null, scheduledChangeAt: null, providerScheduleId: null };
  if (change.subscription_plan === 'free_trial') {
    await updateSubscription(tx, row.userId, {
      planId: 'free_trial',
      status: 'trial',
      trialEndsAt: end ?? row.trialEndsAt,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      ...cleared,
    });
  } else {
    const until = end ?? endOfParisDay(parisDateText(new Date(deps.clock.now().getTime() + 30 * DAY_MS)));
    await updateSubscription(tx, row.userId, {
      planId: change.subscription_plan,
      status: 'active',
      currentPeriodEnd: until,
      cancelAtPeriodEnd: !row.providerSubscriptionId || row.cancelAtPeriodEnd,
      ...cleared,
    });
  }
}

/** What one account holds, for the deletion's answer (product.md#destructive-confirmations). */
async function countHoldings(db: Database, userId: string) {
  const [conversations, modifications, referrals, children, { stories }] = await Promise.all([
    countConversations(db, [userId]),
    countChildModifications(db, userId),
    countReferrals(db, userId),
    countChildren(db, userId),
    countStoriesAndPictures(db, userId),
  ]);
  return { conversations, subscriptions: 1, child_modifications: modifications, referrals, children, stories };
}

/**
 * `DELETE /admin/users/{id}`: the family and everything it holds; never the contact or oneself.
 * The paid subscription ends first (nothing is charged to a deleted account); the deletion and
 * its audit entry are one transaction.
 */
export async function deleteUser(deps: AdminDependencies, actor: FastifyRequest['actor'], id: string) {
  const user = await findUserById(deps.db, id);
  if (!user) throw new AppError('not_found');
  if (user.id === actor.id) {
    throw new AppError('forbidden', { message: 'Vous ne pouvez pas supprimer votre propre compte ici' });
  }
  if (isContact(deps, user.email)) {
    throw new AppError('forbidden', { message: 'Le compte de contact principal ne peut pas être supprimé' });
  }
  await endPaidSubscription(deps, id);
  const deletion = await audited(deps.db, actor, async (tx) => {
    const deleted = await countHoldings(tx, id);
    await deleteUserRows(tx, [id]);
    return {
      result: { user_email: user.email, deleted_data: deleted },
      entry: { action: 'user.delete', target: id, details: { email: user.email, deleted } },
    };
  });
  deps.sessionVersions.gone(id); // its access tokens stop at once (decision 0020)
  return deletion;
}

/** Sends the account a password reset link (the console's 'Réinitialiser' (the spec's 'Reset MDP', product.md#console)), once the link and its audit entry are stored. */
export async function sendResetMail(
  deps: AdminDependencies,
  actor: FastifyRequest['actor'],
  id: string,
  log: FastifyBaseLogger,
) {
  const user = await findUserById(deps.db, id);
  if (!user) throw new AppError('not_found');
  const link = await audited(deps.db, actor, async (tx) => ({
    result: await issueResetLink(tx, deps.config.appUrl, id, deps.clock.now()),
    entry: { action: 'user.reset_password', target: id, details: { email: user.email } },
  }));
  mailResetLink(deps, user, link, log);
  return { message: `Un lien de réinitialisation a été envoyé à ${user.email}` };
}

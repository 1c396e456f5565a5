import { AppError } from '../../lib/app-error.js';
import { listAuditOfTarget } from '../admin/index.js';
import { findUserById, sessionAndLinkRecords } from '../auth/index.js';
import { chatRecords } from '../chat/index.js';
import { listChildModifications, listChildren } from '../children/index.js';
import { childExport, exportedStory } from '../history/index.js';
import { findSubscription, paymentRecords } from '../monetization/index.js';
import { listStories } from '../stories/index.js';
import type { AccountDependencies } from './dependencies.js';

const EVERYTHING = 100_000;
const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Everything stored about the family, as the parent's right of access expects (decision 0020): the
 * account, the plan and its payments, each child with its level, conversations and stories,
 * the stories no child of today is in, what safety redirected, the sessions and emailed links
 * (when, never the tokens), and what staff did on the account. Pictures stay online; only
 * other people's data (a referrer's address, a staff member's) is left out.
 */
export async function accountExport(deps: AccountDependencies, userId: string) {
  const db = deps.db;
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('session_expired');
  const subscription = await findSubscription(db, { userId });
  if (!subscription) throw new AppError('session_expired');
  const childRows = await listChildren(db, userId);
  const childIds = childRows.map((child) => child.id);
  const nameOf = new Map(childRows.map((child) => [child.id, child.name]));

  const [
    perChild,
    stories,
    { profiles, events },
    changes,
    { payments, codes, referral, referred },
    { sessions, resets, checks },
    audit,
  ] = await Promise.all([
    Promise.all(childRows.map((child) => childExport(deps, userId, child))),
    listStories(db, userId, { limit: EVERYTHING }),
    chatRecords(db, userId, childIds),
    listChildModifications(db, userId),
    paymentRecords(db, userId),
    sessionAndLinkRecords(db, userId),
    listAuditOfTarget(db, userId),
  ]);
  const profileOf = new Map(profiles.map((profile) => [profile.childId, profile]));

  return {
    exported_at: deps.clock.now().toISOString(),
    account: {
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      created_at: user.createdAt.toISOString(),
      email_verified_at: iso(user.emailVerifiedAt),
      password_changed_at: iso(user.passwordChangedAt),
      staff_role: user.role === 'user' ? null : user.role,
      children_data_exports: user.exportCount,
    },
    subscription: {
      plan_id: subscription.planId,
      status: subscription.status,
      trial_ends_at: iso(subscription.trialEndsAt),
      current_period_end: iso(subscription.currentPeriodEnd),
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      scheduled_plan_id: subscription.scheduledPlanId,
      scheduled_change_at: iso(subscription.scheduledChangeAt),
      story_credits: subscription.storyCredits,
      referral_code: subscription.referralCode,
      created_at: subscription.createdAt.toISOString(),
    },
    children: perChild.map(({ exported_at: _exportedAt, ...child }, index) => {
      const profile = profileOf.get(childRows[index]!.id);
      return {
        ...child,
        adaptive_level: profile
          ? {
              current_level: profile.currentLevel,
              preferred_complexity: profile.preferredComplexity,
              feedback_history: profile.feedbackHistory,
            }
          : null,
      };
    }),
    stories_without_children: stories
      .filter((story) => !story.heroes.some((hero) => nameOf.has(hero.id)))
      .map(exportedStory),
    safety_events: events.map((event) => ({
      created_at: event.createdAt.toISOString(),
      child_name: event.childId ? (nameOf.get(event.childId) ?? null) : null,
      stage: event.stage,
      verdict: event.verdict,
      category: event.category,
      acknowledged_at: iso(event.acknowledgedAt),
    })),
    child_changes: changes.map((change) => ({ kind: change.kind, created_at: change.createdAt.toISOString() })),
    payments: payments.map((payment) => ({
      kind: payment.kind,
      plan_id: payment.planId,
      story_count: payment.storyCount,
      amount_cents: payment.amountCents,
      amount_due_cents: payment.amountDueCents,
      free_months: payment.freeMonths,
      referral_code: payment.referralCode,
      status: payment.status,
      provider: payment.provider,
      created_at: payment.createdAt.toISOString(),
      completed_at: iso(payment.completedAt),
    })),
    discount_codes_used: codes.map((use) => ({ code: use.code, created_at: use.createdAt.toISOString() })),
    referral: {
      referred_at: iso(referral[0]?.createdAt ?? null),
      families_referred: referred.map((row) => ({
        created_at: row.createdAt.toISOString(),
        rewarded_at: iso(row.rewardedAt),
      })),
    },
    sessions: sessions.map((session) => ({
      created_at: session.createdAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      ended_at: iso(session.revokedAt ?? session.rotatedAt),
    })),
    emailed_links: [
      ...resets.map((link) => ({ kind: 'password_reset', ...linkDates(link) })),
      ...checks.map((link) => ({ kind: 'email_verification', email: link.email, ...linkDates(link) })),
    ],
    staff_actions: audit.map((entry) => ({ action: entry.action, created_at: entry.createdAt.toISOString() })),
  };
}

const linkDates = (link: { createdAt: Date; expiresAt: Date; usedAt: Date | null }) => ({
  created_at: link.createdAt.toISOString(),
  expires_at: link.expiresAt.toISOString(),
  used_at: iso(link.usedAt),
});

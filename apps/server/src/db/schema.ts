import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  type PgColumn,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Gender } from '@pourquoi/shared';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored trimmed and in lower case: one address, one account. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /**
   * user, support or admin as granted by an operator (`npm run staff`); ADMIN_EMAILS and
   * SUPPORT_EMAILS give theirs to verified addresses, checked at each call (product.md#d15-verified-staff).
   */
  role: text('role').notNull().default('user'),
  createdAt: createdAt(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  /** When the address was confirmed through the emailed link; null until then (product.md#d15-verified-staff). */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /**
   * Carried in every access token and raised by a password change or reset, a role change and
   * account deletion: older access tokens stop working at once (decision 0020).
   */
  sessionVersion: integer('session_version').notNull().default(0),
  /**
   * A staff member's TOTP secret (ASVS 4.3.1), base32, encrypted with AES-256-GCM under a key
   * derived from JWT_SECRET (lib/totp.ts): never stored in clear. Set by `npm run staff -- mfa`.
   */
  totpSecret: text('totp_secret'),
  /** When the current secret was enrolled: a code checked before it does not count. */
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The last 30-second step whose code was accepted: that step and earlier ones are refused (replay). */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** Children's data files downloaded (export_data): the usage's `exportCount`. */
  exportCount: integer('export_count').notNull().default(0),
});

/** One row per account: the trial starts at registration (plans arrive with payments). */
export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: text('plan_id').notNull().default('free_trial'),
  status: text('status').notNull().default('trial'),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  /** Stories bought in packs and not used yet (product.md#story-packs). */
  storyCredits: integer('story_credits').notNull().default(0),
  createdAt: createdAt(),
  /** Unsubscribed: the plan lasts until current_period_end, then it is free again. */
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** A downgrade waiting for the next billing date, and the provider's schedule that carries it. */
  scheduledPlanId: text('scheduled_plan_id'),
  scheduledChangeAt: timestamp('scheduled_change_at', { withTimezone: true }),
  providerScheduleId: text('provider_schedule_id'),
  /** The payment provider's customer and subscription (Stripe's cus_… and sub_…). */
  providerCustomerId: text('provider_customer_id'),
  providerSubscriptionId: text('provider_subscription_id').unique(),
  /** When the provider's latest subscription state was produced: an older event changes nothing. */
  providerSyncedAt: timestamp('provider_synced_at', { withTimezone: true }),
  /** A paying parent's 8-character code, made the first time it is asked for. */
  referralCode: text('referral_code').unique(),
});

/**
 * Opaque refresh tokens, stored as SHA-256 hashes. Each login starts a family; each refresh
 * rotates within it. Presenting a rotated token again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_user_idx').on(table.userId), index('refresh_tokens_family_idx').on(table.familyId)],
);

/** Password reset links: random, stored hashed, valid one hour, single use. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/** Address confirmation links: signed, stored hashed, valid 24 hours, single use, for one address. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link confirms: a link sent before the address changed confirms nothing. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('email_verification_tokens_user_idx').on(table.userId)],
);

/** A family's children: the birth month and year, never a full date (data minimisation). */
export const children = pgTable(
  'children',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    birthMonth: integer('birth_month').notNull(),
    birthYear: integer('birth_year').notNull(),
    /** girl, boy or neutral */
    gender: text('gender').notNull().default('neutral'),
    isTest: boolean('is_test').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('children_user_idx').on(table.userId, table.createdAt)],
);

/**
 * Changes of who a child is (product.md#d4-child-lock): an edit of name or birth date, or a
 * deletion. The newest one starts the 48-hour lock on plans limited to one child.
 */
export const childModifications = pgTable(
  'child_modifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Kept after the child is deleted: the lock outlives it. */
    childId: uuid('child_id'),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('child_modifications_user_idx').on(table.userId, table.createdAt)],
);

/** One conversation: a child's question and what followed it (feedback follow-ups). */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('conversations_user_idx').on(table.userId, table.updatedAt)],
);

/**
 * A question that counts against the day's quota: the child's, not stopped by safety, not a
 * follow-up of a rated answer, and answered. Literal values, so that PostgreSQL matches the partial index
 * below even in a prepared statement's generic plan.
 */
export function isCountedQuestion(message: {
  role: PgColumn;
  moderated: PgColumn;
  feedbackType: PgColumn;
  unanswered: PgColumn;
}) {
  return sql`${message.role} = 'user' and ${message.moderated} = false and ${message.feedbackType} is null and ${message.unanswered} = false`;
}

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Kept on each message so counts and ownership need no join. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id').notNull(),
    /** user or assistant */
    role: text('role').notNull(),
    content: text('content').notNull(),
    messageOrder: integer('message_order').notNull(),
    /** On a user message: the rating given to the answer it asks to follow (more_info, too_hard). */
    feedbackType: text('feedback_type'),
    /** On an assistant message: the rating the child gave it. */
    feedback: text('feedback'),
    isAdditionalInfo: boolean('is_additional_info').notNull().default(false),
    favorite: boolean('favorite').notNull().default(false),
    /** offline or openai: which engine wrote an answer. */
    provider: text('provider'),
    /** The child's adaptive level the answer was written for. */
    complexityLevel: real('complexity_level'),
    /** True when safety replaced the question's answer with a redirect. */
    moderated: boolean('moderated').notNull().default(false),
    /**
     * On a question: the engine had no answer to give (the offline library's « je ne sais pas
     * encore »), so it does not count against the day's questions (decision 0022).
     */
    unanswered: boolean('unanswered').notNull().default(false),
    /** On a first question: what it is about (the statistics' subjects). */
    topic: text('topic'),
    createdAt: createdAt(),
  },
  (table) => [
    index('messages_conversation_idx').on(table.conversationId, table.messageOrder),
    index('messages_user_created_idx').on(table.userId, table.createdAt),
    // The day's counted questions (the trial's quota, the usage screen) read only this index:
    // an evening of questions costs a few index entries, not a visit to each message.
    index('messages_counted_questions_idx').on(table.userId, table.createdAt).where(isCountedQuestion(table)),
  ],
);

/** What the safety screening stopped or flagged, for the parent to see (product.md#d10-safety-screening). */
export const safetyEvents = pgTable(
  'safety_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id'),
    conversationId: uuid('conversation_id'),
    /** The child's question the event is about: what the parent reads in the safety list. */
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    /** question or answer */
    stage: text('stage').notNull(),
    /** refuse, distress or sensitive */
    verdict: text('verdict').notNull(),
    category: text('category').notNull(),
    /** When the parent said they had read the home screen's distress notice; null until then. */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('safety_events_user_idx').on(table.userId, table.createdAt)],
);

/** Each child's adaptive level, kept on the server so two devices agree (product.md#d9-adaptive-level-on-the-server). */
export const childProfiles = pgTable('child_profiles', {
  childId: uuid('child_id')
    .primaryKey()
    .references(() => children.id, { onDelete: 'cascade' }),
  currentLevel: real('current_level').notNull(),
  adaptationScore: real('adaptation_score').notNull().default(0),
  preferredComplexity: real('preferred_complexity').notNull(),
  feedbackHistory: jsonb('feedback_history').notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** PNG bytes. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A "Raconte" story: written by a background job, then illustrated page by page (product.md#d12-story-pictures). */
export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** writing, illustrating, complete or failed */
    status: text('status').notNull().default('writing'),
    title: text('title').notNull().default(''),
    /** The pages' text, in order. */
    pages: jsonb('pages').$type<string[]>().notNull().default([]),
    /** What each page shows, for its picture. */
    scenes: jsonb('scenes').$type<unknown[]>().notNull().default([]),
    theme: text('theme').notNull(),
    storyType: text('story_type').notNull(),
    duration: integer('duration').notNull(),
    includeChildren: boolean('include_children').notNull(),
    prompt: text('prompt'),
    /** The children it was written for, as they were then (a child deleted later stays named). */
    heroes: jsonb('heroes').$type<Array<{ id: string; name: string; age: number; gender: Gender }>>().notNull(),
    provider: text('provider').notNull(),
    /** Paid with a bought credit rather than the month's allowance. */
    usedCredit: boolean('used_credit').notNull().default(false),
    isFavorite: boolean('is_favorite').notNull().default(false),
    /** Why writing failed, in French, for the parent. */
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stories_user_idx').on(table.userId, table.createdAt)],
);

/** One picture of a story: page 0 is the cover, then one per page. */
export const storyIllustrations = pgTable(
  'story_illustrations',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    /** pending, done or failed */
    status: text('status').notNull().default('pending'),
    png: bytea('png'),
    attempts: integer('attempts').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.storyId, table.page] })],
);

/** Each child's look, chosen once and kept: the same hero on every page of every story. */
export const characterSheets = pgTable('character_sheets', {
  childId: uuid('child_id')
    .primaryKey()
    .references(() => children.id, { onDelete: 'cascade' }),
  sheet: jsonb('sheet').notNull(),
  createdAt: createdAt(),
});

/** Codes created in the admin console: a percentage, an amount or months offered at checkout. */
export const discountCodes = pgTable('discount_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  type: text('type').notNull(),
  value: numeric('value', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  usageLimit: integer('usage_limit').notNull().default(1),
  timesUsed: integer('times_used').notNull().default(0),
  /** The last Paris day the code is accepted; null: no end. */
  validUntil: date('valid_until'),
  onePerUser: boolean('one_per_user').notNull().default(true),
  description: text('description').notNull().default(''),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * Every checkout the app opened, whatever the provider: what is bought, at what price, with
 * which codes. A payment event completes it exactly once.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** plan, story_pack or card_setup */
    kind: text('kind').notNull(),
    planId: text('plan_id'),
    storyCount: integer('story_count'),
    amountCents: integer('amount_cents').notNull(),
    amountDueCents: integer('amount_due_cents').notNull(),
    freeMonths: integer('free_months').notNull().default(0),
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    referralCode: text('referral_code'),
    /** open, paid or canceled */
    status: text('status').notNull().default('open'),
    providerSessionId: text('provider_session_id').unique(),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('checkouts_user_idx').on(table.userId, table.createdAt)],
);

export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
    /** Copied from the code: the unique index below lets such a code be redeemed once per family. */
    onePerUser: boolean('one_per_user').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    index('discount_redemptions_code_user_idx').on(table.codeId, table.userId),
    uniqueIndex('discount_redemptions_once_per_user_idx')
      .on(table.codeId, table.userId)
      .where(sql`${table.onePerUser}`),
  ],
);

/** A referred parent (once) and the referrer's free month, given when it could be. */
export const referrals = pgTable(
  'referrals',
  {
    referredId: uuid('referred_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
  },
  (table) => [index('referrals_referrer_idx').on(table.referrerId)],
);

/** Payment events applied, by the provider's event id: a duplicate delivery changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A staff member's security keys and passkeys (WebAuthn, ASVS 2.3.2): a second factor beside the
 * authenticator app. Only the public key is stored; the counter catches a cloned key.
 */
export const securityKeys = pgTable(
  'security_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The authenticator's credential id, base64url: unique, so one key is one account's. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key the authenticator made at registration. */
    publicKey: bytea('public_key').notNull(),
    /** The signature counter last seen: an assertion must bring a higher one (0 when the key keeps none). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('security_keys_user_idx').on(table.userId)],
);

/**
 * What a key must sign, and the operator's code for a first key: stored hashed, short-lived and
 * single use, in the database so every instance sees them. One of each purpose per account: a new
 * one replaces the last.
 */
export const securityKeyChallenges = pgTable(
  'security_key_challenges',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `registration` or `authentication` (a WebAuthn challenge), or `enrolment` (the operator's code). */
    purpose: text('purpose').notNull(),
    valueHash: text('value_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.purpose] })],
);

/** Every admin and support action: who, what, on what, when (readable in the console). */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Kept as text: the log outlives the accounts it names. */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('admin_audit_created_idx').on(table.createdAt)],
);

export const schema = {
  users,
  subscriptions,
  refreshTokens,
  passwordResetTokens,
  emailVerificationTokens,
  children,
  childModifications,
  conversations,
  messages,
  safetyEvents,
  childProfiles,
  stories,
  storyIllustrations,
  characterSheets,
  discountCodes,
  checkouts,
  discountRedemptions,
  referrals,
  paymentEvents,
  securityKeys,
  securityKeyChallenges,
  adminAudit,
};

import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
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
  /** user, support or admin; derived from ADMIN_EMAILS / SUPPORT_EMAILS. */
  role: text('role').notNull().default('user'),
  createdAt: createdAt(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
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
  /** Stories bought in packs and not used yet (spec 001 section 9). */
  storyCredits: integer('story_credits').notNull().default(0),
  createdAt: createdAt(),
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
 * Changes of who a child is (DESIGN decision 4): an edit of name or birth date, or a
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
    /** On a first question: what it is about (the statistics' subjects). */
    topic: text('topic'),
    createdAt: createdAt(),
  },
  (table) => [
    index('messages_conversation_idx').on(table.conversationId, table.messageOrder),
    index('messages_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/** What the safety screening stopped or flagged, for the parent to see (DESIGN decision 10). */
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
    createdAt: createdAt(),
  },
  (table) => [index('safety_events_user_idx').on(table.userId, table.createdAt)],
);

/** Each child's adaptive level, kept on the server so two devices agree (DESIGN decision 9). */
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

/** A "Raconte" story: written by a background job, then illustrated page by page (DESIGN decision 12). */
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

export const schema = {
  users,
  subscriptions,
  refreshTokens,
  passwordResetTokens,
  children,
  childModifications,
  conversations,
  messages,
  safetyEvents,
  childProfiles,
  stories,
  storyIllustrations,
  characterSheets,
};

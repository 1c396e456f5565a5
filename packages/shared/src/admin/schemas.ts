import { z } from 'zod';
import { discountCodeSchema, discountCodeTextSchema } from '../payments/discounts.js';
import { planIdSchema } from '../plans/catalogue.js';
import { emailField, loginBody, registerBody, roleSchema } from '../auth/schemas.js';
import { subscriptionStatusSchema } from '../permissions/subscription.js';
import { adminMessages } from './messages.js';

/** A user as the console lists it (product.md#console); an empty plan reads free_trial. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: roleSchema,
  is_premium: z.boolean(),
  trial_end_date: z.string().nullable(),
  subscription_plan: planIdSchema,
  subscription_end_date: z.string().nullable(),
  /** The plan's state as the rules read it: « En essai gratuit » counts only a running trial. */
  subscription_status: subscriptionStatusSchema.shape.status,
  children_count: z.number().int(),
  created_at: z.string(),
  /** The main contact account: never deletable, left out of the premium and trial counts. */
  is_contact: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersResponse = z.object({ users: z.array(adminUserSchema) });

/**
 * `PUT /admin/users/{id}`: the spec's client sends the whole edited user; the plan and its end
 * date change (is_premium follows the plan: any plan but free_trial), and the names and the
 * address when given (a new address must be confirmed again), checked as at registration.
 */
export const adminUserUpdateBody = z.object({
  subscription_plan: z.preprocess((value) => (value === '' || value === null ? 'free_trial' : value), planIdSchema),
  subscription_end_date: z.iso.date().nullable(),
  is_premium: z.boolean().optional(),
  first_name: z.optional(registerBody.shape.first_name),
  last_name: z.optional(registerBody.shape.last_name),
  email: z.optional(emailField),
});
export type AdminUserUpdate = z.infer<typeof adminUserUpdateBody>;

/**
 * The body of a destructive staff call (decision 0020, product.md#d15-verified-staff): the phrase typed in
 * the console's last step and the staff member's own password, both checked by the server.
 */
export const staffConfirmationBody = z.object(
  {
    confirmation: z.string({ error: adminMessages.phraseRequired }).max(100),
    password: loginBody.shape.password,
  },
  { error: adminMessages.confirmationRequired },
);
export type StaffConfirmation = z.infer<typeof staffConfirmationBody>;

export const userDeletionResponse = z.object({
  user_email: z.string(),
  deleted_data: z.object({
    conversations: z.number().int(),
    subscriptions: z.number().int(),
    child_modifications: z.number().int(),
    referrals: z.number().int(),
    children: z.number().int(),
    stories: z.number().int(),
  }),
});

export const cleanupResponse = z.object({
  /** The backup's file name in DATA_DIR/backups: its path on the server never leaves it (decision 0020). */
  backup_file: z.string(),
  deleted_users: z.number().int(),
  deleted_conversations: z.number().int(),
  deleted_subscriptions: z.number().int(),
});

export const discountCodesResponse = z.object({ codes: z.array(discountCodeSchema) });

/** The support panel's promotional code (product.md#support-panel, promo code draft): percentages only. */
export const promoCodeDraftBody = z.object({
  code: discountCodeTextSchema,
  type: z.literal('percentage').default('percentage'),
  value: z.number().int().min(1).max(100),
  validUntil: z.iso.date().nullable().default(null),
  usageLimit: z.number().int().min(1).default(1),
  description: z.string().trim().max(200).default(''),
  onePerUser: z.boolean().default(true),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  actor_email: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export const auditLogResponse = z.object({ entries: z.array(auditEntrySchema) });

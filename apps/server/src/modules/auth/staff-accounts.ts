import { eq, inArray, ne, or } from 'drizzle-orm';
import { type Role, TRIAL_DAYS, emailField } from '@pourquoi/shared';
import type { Database } from '../../db/client.js';
import { adminAudit, users } from '../../db/schema.js';
import type { Config } from '../../env.js';
import { hashPassword } from '../../lib/passwords.js';
import { newSecureToken } from '../../lib/secure-token.js';
import { issueResetLink } from './password-reset.js';
import { findUserByEmail, insertUserWithTrial, raisedSessionVersion, revokeAllSessions } from './repository.js';
import { effectiveRole } from './roles.js';

/** The set-password link printed for a staff account: long enough to reach its owner. */
export const STAFF_LINK_VALIDITY_HOURS = 24;

/** Who the audit log names for what `npm run staff` did. */
const CLI_ACTOR = 'cli';

export type StaffRole = Exclude<Role, 'user'>;

export type StaffCommand =
  { action: 'add'; role: StaffRole; email: string } | { action: 'remove'; email: string } | { action: 'list' };

export interface StaffContext {
  db: Database;
  config: Pick<Config, 'appUrl' | 'adminEmails' | 'supportEmails'>;
  now: Date;
}

/** Bad input to the command: its message is for the operator, and the process exits non-zero. */
export class StaffCommandError extends Error {}

export const staffUsage = [
  'Usage:',
  '  npm run staff -- add admin|support <email>   creates or promotes the account and prints a link to choose its password',
  '  npm run staff -- remove <email>              takes back the role granted by this command',
  '  npm run staff -- list                        lists the staff accounts',
].join('\n');

function parseEmail(value: string | undefined): string {
  const parsed = emailField.safeParse(value ?? '');
  if (!parsed.success) throw new StaffCommandError(`Invalid email address: "${value ?? ''}"\n\n${staffUsage}`);
  return parsed.data;
}

/** The command line's words, checked: anything else is refused with the usage. */
export function parseStaffCommand(args: string[]): StaffCommand {
  const [action, ...rest] = args;
  if (action === 'add' && rest.length === 2) {
    const [role, email] = rest;
    if (role !== 'admin' && role !== 'support') {
      throw new StaffCommandError(`Unknown role: "${role ?? ''}" (admin or support)\n\n${staffUsage}`);
    }
    return { action, role, email: parseEmail(email) };
  }
  if (action === 'remove' && rest.length === 1) return { action, email: parseEmail(rest[0]) };
  if (action === 'list' && rest.length === 0) return { action };
  throw new StaffCommandError(staffUsage);
}

/** Writes what the command did in the admin audit log, in the same transaction. */
async function audit(tx: Database, action: string, target: string, details: Record<string, unknown>) {
  await tx.insert(adminAudit).values({ actorId: null, actorEmail: CLI_ACTOR, action, target, details });
}

/**
 * Gives an account a staff role (DESIGN decision 15), creating it when the address has none:
 * the operator vouches for the address, so it is marked confirmed; a new (or unconfirmed)
 * account gets a password nobody knows. Its access tokens die (issue 19) and the answer is a set-password
 * link (a reset link valid STAFF_LINK_VALIDITY_HOURS).
 */
export async function grantStaffRole({ db, config, now }: StaffContext, role: StaffRole, email: string) {
  const unusablePassword = await hashPassword(newSecureToken());
  const trialEndsAt = new Date(now.getTime() + TRIAL_DAYS * 24 * 3_600_000);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const existing = await findUserByEmail(tx, email);
    const user =
      existing ??
      (await insertUserWithTrial(
        tx,
        { email, passwordHash: unusablePassword, firstName: 'Équipe', lastName: 'Pourquoi' },
        trialEndsAt,
        now,
      ));
    // Whoever registered an address they could not confirm may not know its mailbox: their
    // password and sessions end here, and only the printed link opens the account.
    const unconfirmed = user.emailVerifiedAt === null;
    await tx
      .update(users)
      .set({
        role,
        emailVerifiedAt: user.emailVerifiedAt ?? now,
        sessionVersion: raisedSessionVersion(),
        ...(unconfirmed && { passwordHash: unusablePassword }),
      })
      .where(eq(users.id, user.id));
    if (unconfirmed) await revokeAllSessions(tx, user.id, now);
    await audit(tx, 'staff.grant', user.id, { email, role, before: existing?.role ?? null });
    const link = await issueResetLink(tx, config.appUrl, user.id, now, STAFF_LINK_VALIDITY_HOURS * 60);
    return { created: !existing, link };
  });
}

/** Takes back a role granted by `grantStaffRole`; a role from ADMIN_EMAILS / SUPPORT_EMAILS stays while listed. */
export async function revokeStaffRole({ db, config }: StaffContext, email: string) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const user = await findUserByEmail(tx, email);
    if (!user) throw new StaffCommandError(`No account has the address ${email}.`);
    await tx.update(users).set({ role: 'user', sessionVersion: raisedSessionVersion() }).where(eq(users.id, user.id));
    await audit(tx, 'staff.revoke', user.id, { email, before: user.role });
    return { stillListed: effectiveRole({ ...user, role: 'user' }, config) !== 'user' };
  });
}

/** Accounts with a granted role or a listed address, and the role each one acts with now. */
export async function listStaff({ db, config }: StaffContext) {
  const listed = [...config.adminEmails, ...config.supportEmails];
  const rows = await db
    .select({ email: users.email, role: users.role, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(listed.length ? or(ne(users.role, 'user'), inArray(users.email, listed)) : ne(users.role, 'user'))
    .orderBy(users.email);
  return rows.map((row) => ({
    email: row.email,
    granted: row.role,
    confirmed: row.emailVerifiedAt !== null,
    acting: effectiveRole(row, config),
  }));
}

/** Runs one command and answers the lines to print. */
export async function runStaffCommand(context: StaffContext, command: StaffCommand): Promise<string[]> {
  if (command.action === 'add') {
    const { created, link } = await grantStaffRole(context, command.role, command.email);
    return [
      `${created ? 'Account created' : 'Account promoted'}: ${command.email} (${command.role}), address confirmed.`,
      `Link to choose the password (valid ${STAFF_LINK_VALIDITY_HOURS} hours, single use):`,
      link,
    ];
  }
  if (command.action === 'remove') {
    const { stillListed } = await revokeStaffRole(context, command.email);
    return [
      `Role removed: ${command.email}.`,
      ...(stillListed
        ? ['Warning: this address is listed in ADMIN_EMAILS or SUPPORT_EMAILS and keeps that role.']
        : []),
    ];
  }
  const staff = await listStaff(context);
  if (staff.length === 0) return ['No staff accounts.'];
  return staff.map(
    ({ email, granted, confirmed, acting }) =>
      `${acting.padEnd(8)} ${email}${confirmed ? '' : ' (address not confirmed)'}${granted !== 'user' ? ` [granted: ${granted}]` : ''}`,
  );
}

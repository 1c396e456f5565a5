import { randomBytes } from 'node:crypto';
import { ENROLMENT_CODE_LENGTH, type Role, TRIAL_DAYS, emailField } from '@pourquoi/shared';
import type { Database } from '../../db/client.js';
import type { Config } from '../../env.js';
import { hashPassword } from '../../lib/passwords.js';
import { newSecureToken } from '../../lib/secure-token.js';
import {
  TOTP_STEP_SECONDS,
  groupedSecret,
  newTotpSecret,
  otpauthUri,
  sealTotpSecret,
  toBase32,
} from '../../lib/totp.js';
import { issueResetLink } from './password-reset.js';
import { insertAuditEntry } from '../admin/index.js';
import {
  findUserByEmail,
  insertUserWithTrial,
  listStaffRows,
  raisedSessionVersion,
  revokeAllSessions,
  setUserColumns,
} from './repository.js';
import { effectiveRole } from './roles.js';
import { deleteAllSecurityKeys, storeChallenge } from './security-key-repository.js';
import { ENROLMENT_CODE_HOURS } from './security-keys.js';

/** The set-password link printed for a staff account: long enough to reach its owner. */
export const STAFF_LINK_VALIDITY_HOURS = 24;

/** Who the audit log names for what `npm run staff` did. */
const CLI_ACTOR = 'cli';

export type StaffRole = Exclude<Role, 'user'>;

export type StaffCommand =
  | { action: 'add'; role: StaffRole; email: string }
  | { action: 'remove'; email: string }
  | { action: 'mfa' | 'mfa-key' | 'mfa-reset'; email: string }
  | { action: 'list' };

export interface StaffContext {
  db: Database;
  config: Pick<Config, 'appUrl' | 'adminEmails' | 'supportEmails' | 'jwtSecret' | 'staffMfa'>;
  now: Date;
}

/** Bad input to the command: its message is for the operator, and the process exits non-zero. */
export class StaffCommandError extends Error {}

export const staffUsage = [
  'Usage:',
  '  npm run staff -- add admin|support <email>   creates or promotes the account and prints a link to choose its password',
  '  npm run staff -- remove <email>              takes back the role granted by this command',
  '  npm run staff -- mfa <email>                 enrols (or replaces) the staff account’s authenticator and prints its key',
  '  npm run staff -- mfa-key <email>             prints a code for registering a first security key in the console',
  '  npm run staff -- mfa-reset <email>           removes the staff account’s authenticator and security keys',
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
  if (
    (action === 'remove' || action === 'mfa' || action === 'mfa-key' || action === 'mfa-reset') &&
    rest.length === 1
  ) {
    return { action, email: parseEmail(rest[0]) };
  }
  if (action === 'list' && rest.length === 0) return { action };
  throw new StaffCommandError(staffUsage);
}

/** Writes what the command did in the admin audit log, in the same transaction. */
async function audit(tx: Database, action: string, target: string, details: Record<string, unknown>) {
  await insertAuditEntry(tx, { actorId: null, actorEmail: CLI_ACTOR, action, target, details });
}

/**
 * Gives an account a staff role (product.md#d15-verified-staff), creating it when the address has none:
 * the operator vouches for the address, so it is marked confirmed; a new (or unconfirmed)
 * account gets a password nobody knows. Its access tokens die (decision 0020) and the answer is a set-password
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
    await setUserColumns(tx, user.id, {
      role,
      emailVerifiedAt: user.emailVerifiedAt ?? now,
      sessionVersion: raisedSessionVersion(),
      ...(unconfirmed && { passwordHash: unusablePassword }),
    });
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
    await setUserColumns(tx, user.id, { role: 'user', sessionVersion: raisedSessionVersion() });
    await audit(tx, 'staff.revoke', user.id, { email, before: user.role });
    return { stillListed: effectiveRole({ ...user, role: 'user' }, config) !== 'user' };
  });
}

/** An account with a granted role or a listed address: who may have an authenticator. */
async function findStaffAccount(tx: Database, config: StaffContext['config'], email: string) {
  const user = await findUserByEmail(tx, email);
  if (!user) throw new StaffCommandError(`No account has the address ${email}.`);
  const listed = config.adminEmails.includes(user.email) || config.supportEmails.includes(user.email);
  if (user.role === 'user' && !listed) {
    throw new StaffCommandError(
      `${email} is not a staff account: run "npm run staff -- add admin|support ${email}" first.`,
    );
  }
  return user;
}

/**
 * Enrols a new authenticator for a staff account (ASVS 4.3.1), replacing any earlier one: a
 * random secret stored sealed (lib/totp.ts), codes asked from the next staff call on. Answers
 * the secret once, for its owner's app; it is never shown again.
 */
export async function enrolStaffAuthenticator({ db, config, now }: StaffContext, email: string) {
  const secret = newTotpSecret();
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const user = await findStaffAccount(tx, config, email);
    await setUserColumns(tx, user.id, {
      totpSecret: sealTotpSecret(config.jwtSecret, user.id, secret),
      totpEnabledAt: now,
      totpLastStep: null,
    });
    await audit(tx, 'staff.mfa.enrol', user.id, { email, replaced: user.totpSecret !== null });
    return { secret, uri: otpauthUri(user.email, secret), replaced: user.totpSecret !== null };
  });
}

/**
 * A code for the staff member's first security key (ASVS 2.3.2): the operator vouches for it as
 * for an authenticator. 80 random bits, stored hashed, valid ENROLMENT_CODE_HOURS, spent by the
 * registration it allows; a new one replaces the last. A later key needs no code, only the proof
 * of a second factor already held.
 */
export async function issueSecurityKeyEnrolment({ db, config, now }: StaffContext, email: string) {
  // Base32 carries 5 bits a character.
  const code = toBase32(randomBytes((ENROLMENT_CODE_LENGTH * 5) / 8));
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const user = await findStaffAccount(tx, config, email);
    const expiresAt = new Date(now.getTime() + ENROLMENT_CODE_HOURS * 3_600_000);
    await storeChallenge(tx, user.id, 'enrolment', code, expiresAt);
    await audit(tx, 'staff.mfa.key_invite', user.id, { email });
    return { code: groupedSecret(code) };
  });
}

/**
 * Removes a staff account's second factors (a lost phone or key): the authenticator, every
 * security key and any pending code. With STAFF_MFA=required, staff calls wait for a new one.
 */
export async function resetStaffAuthenticator({ db }: StaffContext, email: string) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const user = await findUserByEmail(tx, email);
    if (!user) throw new StaffCommandError(`No account has the address ${email}.`);
    await setUserColumns(tx, user.id, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    const keys = await deleteAllSecurityKeys(tx, user.id);
    await audit(tx, 'staff.mfa.reset', user.id, { email, had: user.totpSecret !== null, security_keys: keys });
    return { had: user.totpSecret !== null, keys };
  });
}

/** Accounts with a granted role or a listed address, and the role each one acts with now. */
export async function listStaff({ db, config }: StaffContext) {
  const listed = [...config.adminEmails, ...config.supportEmails];
  const rows = await listStaffRows(db, listed);
  return rows.map((row) => ({
    email: row.email,
    granted: row.role,
    confirmed: row.emailVerifiedAt !== null,
    acting: effectiveRole(row, config),
    authenticator: row.totpEnabledAt !== null,
    securityKeys: row.securityKeys,
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
  if (command.action === 'mfa') {
    const { secret, uri, replaced } = await enrolStaffAuthenticator(context, command.email);
    return [
      `Authenticator ${replaced ? 'replaced' : 'enrolled'}: ${command.email}. Staff calls ask for its code from now on${replaced ? '; the previous one no longer works' : ''}.`,
      `Add it to an authenticator app (TOTP, 6 digits, ${TOTP_STEP_SECONDS} seconds), as a QR code of this URI:`,
      uri,
      `or by typing this key: ${groupedSecret(secret)}`,
      'Hand it to its owner privately: it is not shown again.',
    ];
  }
  if (command.action === 'mfa-key') {
    const { code } = await issueSecurityKeyEnrolment(context, command.email);
    return [
      `Security key enrolment code for ${command.email} (valid ${ENROLMENT_CODE_HOURS} hours, single use): ${code}`,
      'Signed in, its owner registers a first key in the console (Votre double authentification, Ajouter une clé) with this code.',
      'Hand it to its owner privately: it is not shown again.',
    ];
  }
  if (command.action === 'mfa-reset') {
    const { had, keys } = await resetStaffAuthenticator(context, command.email);
    const securityKeyWords = `${keys} security key${keys > 1 ? 's' : ''}`;
    const removed = had
      ? `Authenticator${keys > 0 ? ` and ${securityKeyWords}` : ''}`
      : keys > 0
        ? securityKeyWords
        : '';
    return [
      removed ? `${removed} removed: ${command.email}.` : `${command.email} had no authenticator.`,
      context.config.staffMfa === 'required'
        ? `With STAFF_MFA=required its staff calls are refused until "npm run staff -- mfa ${command.email}".`
        : `Its staff calls no longer ask for a code (STAFF_MFA=optional).`,
    ];
  }
  const staff = await listStaff(context);
  if (staff.length === 0) return ['No staff accounts.'];
  return staff.map(
    ({ email, granted, confirmed, acting, authenticator, securityKeys: keys }) =>
      `${acting.padEnd(8)} ${email}${confirmed ? '' : ' (address not confirmed)'}${granted !== 'user' ? ` [granted: ${granted}]` : ''}${authenticator ? ' [authenticator]' : ''}${keys > 0 ? ` [security keys: ${keys}]` : ''}`,
  );
}

// The auth module's public surface: other modules and the plugins import it from here only.
export type { EmailLinkDependencies } from './dependencies.js';
export { sendVerificationEmail } from './email-verification.js';
export { assertStaffSecondFactor, secondFactorSince } from './mfa.js';
export { issueResetLink, mailResetLink } from './password-reset.js';
export { presentUser } from './presenter.js';
export {
  countSessions,
  deleteUserRows,
  findSessionVersion,
  findUserById,
  listAccountRoles,
  listUserRows,
  retireResetLinks,
  sessionAndLinkRecords,
  setUserColumns,
} from './repository.js';
export { effectiveRole } from './roles.js';
export { createSessionFamilies } from './session-families.js';
export { isFamilyOpen } from './session-repository.js';
export {
  type SessionVersions,
  type StoredVersion,
  createSessionVersions,
  isCurrentVersion,
} from './session-versions.js';
export { isEmailVerified } from './verified.js';

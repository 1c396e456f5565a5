// The admin module's public surface: other modules and the plugins import it from here only.
export { audited } from './audit.js';
export { insertAuditEntry, listAuditOfTarget } from './audit-repository.js';

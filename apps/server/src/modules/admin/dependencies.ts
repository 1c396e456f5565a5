import type { Config } from '../../env.js';
import type { EmailLinkDependencies, SessionVersions } from '../auth/index.js';
import type { MonetizationDependencies } from '../monetization/index.js';

/** What the console's services use of the app (a FastifyInstance has it all). */
export interface AdminDependencies extends EmailLinkDependencies, Pick<MonetizationDependencies, 'payments'> {
  /** The links' address and secret, who is staff or the contact, where backups go and how long they stay. */
  config: Pick<
    Config,
    'appUrl' | 'jwtSecret' | 'contactEmail' | 'adminEmails' | 'supportEmails' | 'dataDir' | 'backupRetentionDays'
  >;
  sessionVersions: Pick<SessionVersions, 'gone' | 'clear'>;
}

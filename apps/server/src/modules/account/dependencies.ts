import type { Config } from '../../env.js';
import type { SessionVersions } from '../auth/index.js';
import type { FamilyDependencies } from '../family/index.js';
import type { MonetizationDependencies } from '../monetization/index.js';

/**
 * What the account's services use of the app (a FastifyInstance has it all): the family's
 * state for the export, the payments to end before a deletion.
 */
export interface AccountDependencies extends FamilyDependencies, Pick<MonetizationDependencies, 'payments'> {
  /** The main contact account, which cannot be deleted. */
  config: Pick<Config, 'contactEmail'>;
  sessionVersions: Pick<SessionVersions, 'gone'>;
}

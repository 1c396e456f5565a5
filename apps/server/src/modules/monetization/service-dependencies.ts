import type { Config } from '../../env.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { FamilyDependencies } from '../family/index.js';
import type { PaymentProvider } from './providers/types.js';

/** What the payment services use of the app (a FastifyInstance has it all). */
export interface MonetizationDependencies extends FamilyDependencies {
  /** The return addresses of the provider's pages. */
  config: Pick<Config, 'appUrl'>;
  /** The simulated provider's billing clock (renewals.ts). */
  jobs: Pick<JobQueue, 'define' | 'send'>;
  /** Ending a paid subscription at once, for an account about to be deleted. */
  payments: Pick<PaymentProvider, 'endNow'>;
}

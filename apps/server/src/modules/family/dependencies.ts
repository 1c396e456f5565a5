import type { Database, DatabaseHandle } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';

/** What reading and locking a family's state needs of the app (a FastifyInstance has it all). */
export interface FamilyDependencies {
  db: Database;
  /** Which engine `db` is: the embedded one runs one transaction at a time. */
  databaseKind: DatabaseHandle['kind'];
  clock: Clock;
}

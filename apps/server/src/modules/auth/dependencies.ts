import type { Database } from '../../db/client.js';
import type { Config } from '../../env.js';
import type { Clock } from '../../lib/clock.js';
import type { Jwt } from '../../lib/jwt.js';
import type { Mailer } from '../../mail/mailer.js';
import type { RunInBackground } from '../../plugins/background.js';
import type { SessionFamilies } from './session-families.js';
import type { SessionVersions } from './session-versions.js';

/** What sending an email after the answer has left needs of the app. */
export interface MailDependencies {
  mailer: Pick<Mailer, 'send'>;
  runInBackground: RunInBackground;
}

/** What emailing a signed link (an address to confirm) needs of the app. */
export interface EmailLinkDependencies extends MailDependencies {
  db: Database;
  clock: Clock;
  /** The links' address and the secret that signs them. */
  config: Pick<Config, 'appUrl' | 'jwtSecret'>;
}

/** What the auth services use of the app (a FastifyInstance has it all). */
export interface AuthDependencies extends EmailLinkDependencies {
  /** Also whether staff must have a second factor. */
  config: Pick<Config, 'appUrl' | 'jwtSecret' | 'staffMfa'>;
  jwt: Pick<Jwt, 'sign'>;
  sessionVersions: Pick<SessionVersions, 'raised'>;
  sessionFamilies: Pick<SessionFamilies, 'ended'>;
}

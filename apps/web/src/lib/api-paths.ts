/** Where the API answers. */
export const API_BASE = '/api';

/**
 * The GETs the signed-in first screen shows: the page's first file sends them while the app's
 * code is still downloading (src/boot.ts), and the queries that ask for them take the answers.
 */
export const firstScreenPaths = {
  me: '/auth/me',
  children: '/children',
  subscriptionStatus: '/monetization/status',
  usage: '/monetization/usage',
  safetyEvents: '/safety-events',
} as const;

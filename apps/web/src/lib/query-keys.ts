/**
 * The cache keys of the server's answers, in one place: a feature that changes something
 * another one shows (adding a child changes the usage) invalidates it by this name,
 * without importing that feature.
 */
export const queryKeys = {
  /** Every answer about children: invalidating it refreshes the list and the 48-hour lock. */
  children: ['children'] as const,
  childList: ['children', 'list'] as const,
  childModificationStatus: ['children', 'modification-status'] as const,
  /** Every answer the plan decides (status, usage, permissions): a payment refreshes them all. */
  monetization: ['monetization'] as const,
  subscriptionStatus: ['monetization', 'status'] as const,
  usage: ['monetization', 'usage'] as const,
  /** What safety redirected: a redirected question (or a child in distress) refreshes it. */
  safetyEvents: ['safety-events'] as const,
  /** The account's signed-in devices (« Mon compte »). */
  activeSessions: ['auth', 'sessions'] as const,
};

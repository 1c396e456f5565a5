import { secondFactorAsked } from '../utils/errors';

/** The cache keys of the console's answers: all under 'admin', so a cleanup refreshes them at once. */
export const adminKeys = {
  all: ['admin'] as const,
  users: ['admin', 'users'] as const,
  discountCodes: ['admin', 'discount-codes'] as const,
  auditLog: ['admin', 'audit-log'] as const,
  secondFactors: ['admin', 'second-factors'] as const,
};

export const adminUserPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;
export const discountCodePath = (id: string) => `/admin/discount-codes/${encodeURIComponent(id)}`;
export const securityKeyPath = (id: string) => `/auth/mfa/security-keys/${encodeURIComponent(id)}`;

/**
 * product.md#admin-errors: a list that fails to load is logged, nothing more (the screen says it
 * calmly). A query the console gave up (it closed) is not a failure, nor is a call that asks
 * for the second factor (`MfaGate` asks for the code, then loads the lists again).
 */
export async function loggedRead<T>(what: string, signal: AbortSignal, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!signal.aborted && !secondFactorAsked(error))
      console.error(`Admin console: the ${what} could not be loaded`, error);
    throw error;
  }
}

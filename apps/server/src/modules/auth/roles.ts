import type { Role } from '@pourquoi/shared';

/** The role an address gets from configuration (DESIGN decision 6). */
export function roleForEmail(email: string, adminEmails: string[], supportEmails: string[]): Role {
  if (adminEmails.includes(email)) return 'admin';
  if (supportEmails.includes(email)) return 'support';
  return 'user';
}

import { paths } from '@/config/paths';
import type { EmailedLinkKind } from '@/features/auth/utils/link-tokens';

export interface EmailedLink {
  kind: EmailedLinkKind;
  token: string;
  /** The screen that uses the token, opened without it. */
  path: string;
}

/**
 * A page whose URL carries a `token` query parameter was opened from an email. On
 * /verify-email it is the address confirmation link (product.md#d15-verified-staff); anywhere else it is
 * a reset link, the global rule of product.md#web-routes (a reset email's link may point anywhere
 * in the app), /reset-password itself included. Decision 0020: the token leaves the address bar for
 * memory before the screen asks anything. Null when the URL has no token.
 */
export function emailedLink(pathname: string, search: string): EmailedLink | null {
  const token = new URLSearchParams(search).get('token');
  if (token === null) return null;
  if (pathname === paths.verifyEmail) return { kind: 'verification', token, path: paths.verifyEmail };
  return { kind: 'reset', token, path: paths.resetPassword };
}

import { paths } from '@/config/paths';

/**
 * The global rule of spec 000 section 2: a page other than /reset-password whose URL
 * carries a `token` query parameter sends the browser to /reset-password with that token
 * (a reset email's link may point anywhere in the app). Null when nothing is to be done.
 */
export function resetRedirectTarget(pathname: string, search: string): string | null {
  if (pathname === paths.resetPassword) return null;
  const token = new URLSearchParams(search).get('token');
  if (token === null) return null;
  return `${paths.resetPassword}?${new URLSearchParams({ token }).toString()}`;
}

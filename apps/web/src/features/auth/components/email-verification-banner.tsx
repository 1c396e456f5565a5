import type { User } from '@pourquoi/shared';
import { verificationMessages as texts } from '@pourquoi/shared';
import { MailIcon } from '@/components/ui/icons';
import { ResendVerification } from './resend-verification';

/**
 * DESIGN decision 15: until the parent confirms the address, a calm line at the top of the
 * signed-in screens says where the link went and sends another. Gone once `me` says the
 * address is confirmed (the /verify-email page refreshes it).
 */
export function EmailVerificationBanner({ user }: { user: Pick<User, 'email' | 'email_verified'> }) {
  if (user.email_verified) return null;
  return (
    <div className="verify-banner">
      <MailIcon className="verify-banner__icon" />
      <p className="verify-banner__text">
        <strong>{texts.bannerTitle}</strong> {texts.bannerSentTo}{' '}
        <span className="verify-banner__address">{user.email}</span>.
      </p>
      <ResendVerification />
    </div>
  );
}

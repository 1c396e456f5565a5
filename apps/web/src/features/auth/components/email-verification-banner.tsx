import { Suspense, lazy } from 'react';
import type { User } from '@pourquoi/shared';
import { verificationMessages as texts } from '@pourquoi/shared';
import { Button } from '@/components/ui/button';
import { MailIcon } from '@/components/ui/icons';
import { EmailAddress } from '@/components/ui/email-address';

// The sending half loads beside the first screen (the home route's JS budget); meanwhile the same
// button, inactive, holds its place so nothing moves when it arrives.
const ResendVerification = lazy(() =>
  import('./resend-verification').then((module) => ({ default: module.ResendVerification })),
);

/**
 * product.md#d15-verified-staff: until the parent confirms the address, a calm line at the top of the
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
        <EmailAddress className="verify-banner__address" email={user.email} />.
      </p>
      <Suspense
        fallback={
          <Button variant="secondary" className="resend-verification__button" disabled>
            {texts.resend}
          </Button>
        }
      >
        <ResendVerification />
      </Suspense>
    </div>
  );
}

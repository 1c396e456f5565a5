import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorCatalogue, verificationMessages as texts } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckIcon, MailIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { meQueryKey } from '../api/get-me';
import { verifyEmailQueryOptions } from '../api/verify-email';
import { useAuth } from '../hooks/use-auth';
import { ResendVerification } from './resend-verification';

/**
 * The page the address confirmation link opens (product.md#d15-verified-staff), signed in or not. The
 * token is already out of the address bar (root-layout.tsx) and is sent in a body.
 */
export function VerifyEmail({ token }: { token: string | null }) {
  if (!token) return <NotVerified message={texts.missingToken} />;
  return <VerifyWithToken key={token} token={token} />;
}

function VerifyWithToken({ token }: { token: string }) {
  const verification = useQuery(verifyEmailQueryOptions(token));
  const queryClient = useQueryClient();
  const verified = verification.isSuccess;
  // A parent signed in here asks `me` again, so the banner leaves with the news; signed out, nothing is asked.
  useEffect(() => {
    if (verified) void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [verified, queryClient]);

  if (verification.isPending) return <Spinner label={texts.checking} className="spinner--block" />;
  if (verification.isSuccess) return <Verified />;
  const { error } = verification;
  // The link was refused (400): only a new one helps. Anything else may pass on a second try.
  const refused = isApiError(error) && error.status === 400;
  const message = isApiError(error) ? error.message : errorCatalogue.internal_error.message;
  return <NotVerified message={message} onRetry={refused ? undefined : () => void verification.refetch()} />;
}

function Verified() {
  const { status } = useAuth();
  return (
    <Panel level={1} title={texts.verifiedTitle} tone="success" icon={<CheckIcon />}>
      <p role="status">{texts.verified}</p>
      {status === 'unauthenticated' ? (
        <Link to={paths.login} className="btn btn--primary btn--block">
          {texts.signIn}
        </Link>
      ) : (
        <Link to={paths.home} className="btn btn--primary btn--block">
          {texts.continue}
        </Link>
      )}
    </Panel>
  );
}

/** Signed in: a new link from here (unless the address is confirmed already). Signed out: sign in first. */
function NotVerified({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { status, user } = useAuth();
  // One main action: trying again when it may help, the way forward otherwise.
  const next = onRetry ? 'btn btn--secondary btn--block' : 'btn btn--primary btn--block';
  return (
    <Panel level={1} title={texts.notVerifiedTitle} tone="warning" icon={<MailIcon />}>
      <Alert>{message}</Alert>
      {onRetry && (
        <Button block onClick={onRetry}>
          {texts.retry}
        </Button>
      )}
      {status === 'unauthenticated' && (
        <>
          <p className="muted">{texts.signInForNewLink}</p>
          <Link to={paths.login} className={next}>
            {texts.signIn}
          </Link>
        </>
      )}
      {user?.email_verified && (
        <>
          <p className="muted">{texts.alreadyVerified}</p>
          <Link to={paths.home} className={next}>
            {texts.continue}
          </Link>
        </>
      )}
      {user && !user.email_verified && (
        <>
          <p className="muted">{texts.askNewLink}</p>
          <div className="stack">
            <ResendVerification block variant={onRetry ? 'secondary' : 'primary'} />
          </div>
          <Link to={paths.home} className="btn btn--ghost btn--block">
            {texts.continue}
          </Link>
        </>
      )}
    </Panel>
  );
}

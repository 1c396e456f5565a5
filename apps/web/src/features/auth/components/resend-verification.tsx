import { verificationMessages as texts } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useResendVerification } from '../api/resend-verification';

/**
 * « Renvoyer le lien » and what came of it, as siblings for the caller's layout. The status
 * line is always there, empty until a link left, so screen readers announce its message.
 */
export function ResendVerification({
  block = false,
  variant = 'secondary',
}: {
  block?: boolean;
  /** Primary where it is the screen's main action (the confirmation page), secondary in the banner. */
  variant?: 'primary' | 'secondary';
}) {
  const resend = useResendVerification();
  return (
    <>
      <Button
        variant={variant}
        block={block}
        className="resend-verification__button"
        onClick={() => resend.mutate()}
        isLoading={resend.isPending}
        loadingText={texts.resending}
      >
        {texts.resend}
      </Button>
      <p role="status" className="resend-verification__status">
        {resend.isSuccess ? texts.resent : null}
      </p>
      {resend.isError && (
        <Alert className="resend-verification__error">
          {isApiError(resend.error) ? resend.error.message : texts.resendFailed}
        </Alert>
      )}
    </>
  );
}

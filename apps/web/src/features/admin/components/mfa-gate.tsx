import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TOTP_DIGITS, errorCatalogue, mfaMessages, mfaVerifyBody, securityKeyMessages } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ArrowLeftIcon, LockIcon, ShieldIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { TextField } from '@/components/ui/text-field';
import { serverFieldErrors } from '@/lib/form-errors';
import { useSecondFactors } from '../api/security-keys';
import { useVerifyMfa } from '../api/verify-mfa';
import { useVerifySecurityKey } from '../api/verify-security-key';
import { type SecondFactorChallenge as Challenge, adminErrorMessage, secondFactorAsked } from '../utils/errors';
import { securityKeyErrorMessage } from '../utils/security-key-ceremony';
import { AddSecurityKeyForm } from './add-security-key-form';

/**
 * Around the console and the support panel: when a staff call answers that it needs the second
 * factor, the screen asks for the authenticator's code or the security key, whichever the account
 * has (the console stays mounted underneath, hidden, so nothing typed there is lost), then the
 * lists load again with the new token. Without any, an operator's code registers a first key.
 */
export function MfaGate({ onBack, children }: { onBack: () => void; children: ReactNode }) {
  const queryClient = useQueryClient();
  // A list that failed before this screen was opened again asks at once.
  const [challenge, setChallenge] = useState<Challenge | null>(() =>
    queryClient
      .getQueryCache()
      .getAll()
      .reduce<Challenge | null>((found, query) => found ?? secondFactorAsked(query.state.error), null),
  );

  useEffect(() => {
    const seen = (error: unknown) => {
      const asked = secondFactorAsked(error);
      if (asked) setChallenge(asked);
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') seen(event.action.error);
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') seen(event.action.error);
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient]);

  return (
    <>
      {challenge === 'code' && <SecondFactorStep onBack={onBack} onVerified={() => setChallenge(null)} />}
      {challenge === 'enrolment' && (
        <Panel title={mfaMessages.title} level={1} icon={<ShieldIcon />} tone="warning" className="admin-mfa">
          <p className="admin-mfa__text">{errorCatalogue.mfa_enrollment_required.message}</p>
          <p>{securityKeyMessages.firstKeyIntro}</p>
          <AddSecurityKeyForm firstKey onAdded={() => setChallenge('code')} />
          <Button variant="secondary" icon={<ArrowLeftIcon />} onClick={onBack}>
            Retour
          </Button>
        </Panel>
      )}
      <div hidden={challenge !== null}>{children}</div>
    </>
  );
}

/**
 * « Double authentification »: the code, the key, or both, as the account has them (until known,
 * both). An account that has neither any more gets the code form, whose answer says what to do.
 */
function SecondFactorStep({ onBack, onVerified }: { onBack: () => void; onVerified: () => void }) {
  const factors = useSecondFactors().data;
  const offersKey = factors === undefined || factors.security_keys.length > 0;
  const offersCode = factors === undefined || factors.totp || !offersKey;
  return (
    <Panel title={mfaMessages.title} level={1} icon={<ShieldIcon />} className="admin-mfa">
      {offersCode && <MfaCodeForm onBack={onBack} onVerified={onVerified} />}
      {offersKey && <SecurityKeyStep only={!offersCode} onBack={onBack} onVerified={onVerified} />}
    </Panel>
  );
}

/** The 6 digits of the authenticator app, checked by the server. */
function MfaCodeForm({ onBack, onVerified }: { onBack: () => void; onVerified: () => void }) {
  const verification = useVerifyMfa();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const refuse = (message: string) => {
    setFieldError(message);
    inputRef.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = mfaVerifyBody.safeParse({ code: code.replace(/\s/g, '') });
    if (!parsed.success) {
      refuse(mfaMessages.codeFormat);
      return;
    }
    verification.mutate(parsed.data.code, {
      onSuccess: onVerified,
      onError: (error) => {
        const onField = serverFieldErrors(error, ['code'] as const)?.code;
        if (onField) {
          setCode('');
          refuse(onField);
        } else setFormError(adminErrorMessage(error));
      },
    });
  };

  return (
    <form className="form admin-mfa__form" noValidate onSubmit={submit}>
      <TextField
        ref={inputRef}
        label={mfaMessages.codeLabel}
        helper={mfaMessages.prompt}
        error={fieldError}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setFieldError(undefined);
        }}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={TOTP_DIGITS + 2}
        required
      />
      {formError && <Alert>{formError}</Alert>}
      <div className="admin-mfa__actions">
        <Button variant="secondary" icon={<ArrowLeftIcon />} onClick={onBack} disabled={verification.isPending}>
          Retour
        </Button>
        <Button type="submit" isLoading={verification.isPending} loadingText="Vérification…">
          {mfaMessages.submit}
        </Button>
      </div>
    </form>
  );
}

/**
 * « Utiliser une clé de sécurité » (ASVS 2.3.2): the browser asks to touch the key or confirm the
 * passkey, the server checks its signature. Beside the code, or alone when the account has keys only.
 */
function SecurityKeyStep({ only, onBack, onVerified }: { only: boolean; onBack: () => void; onVerified: () => void }) {
  const verification = useVerifySecurityKey();
  const [error, setError] = useState<string | null>(null);
  const use = () => {
    setError(null);
    verification.mutate(undefined, {
      onSuccess: onVerified,
      onError: (failure) => setError(securityKeyErrorMessage(failure)),
    });
  };
  return (
    <div className="admin-mfa__key">
      {only ? <p className="admin-mfa__text">{securityKeyMessages.keyPrompt}</p> : <p>ou</p>}
      {error && <Alert>{error}</Alert>}
      <div className="admin-mfa__actions">
        {only && (
          <Button variant="secondary" icon={<ArrowLeftIcon />} onClick={onBack} disabled={verification.isPending}>
            Retour
          </Button>
        )}
        <Button
          variant={only ? 'primary' : 'secondary'}
          icon={<LockIcon />}
          isLoading={verification.isPending}
          loadingText="Touchez votre clé…"
          onClick={use}
        >
          {securityKeyMessages.useKey}
        </Button>
      </div>
    </div>
  );
}

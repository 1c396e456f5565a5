import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { staffConfirmationBody, type StaffConfirmation } from '@pourquoi/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { AlertIcon } from '@/components/ui/icons';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';

/** One yes-or-no question before an action. */
export interface ConfirmStep {
  title: string;
  message: ReactNode;
  confirmLabel: string;
}

/** The last step of a destructive staff call: the phrase typed exactly, then one's own password. */
export interface PhraseStep extends ConfirmStep {
  phrase: string;
}

interface CommonProps {
  steps: readonly ConfirmStep[];
  /**
   * A step said no. `atPhrase`: the phrase step was left or typed wrong, which the console
   * announces (product.md#destructive-confirmations: 'Nettoyage annulé', 'Suppression annulée').
   */
  onCancelled: (atPhrase: boolean) => void;
}

export type ConfirmationStepsProps = CommonProps &
  (
    | { phrase?: undefined; onConfirmed: () => void }
    | {
        phrase: PhraseStep;
        /**
         * The phrase and the password, for the server to check (decision 0020). The dialog stays open
         * until the parent closes it, so a refused password keeps what was typed.
         */
        onConfirmed: (confirmation: StaffConfirmation) => void;
        /** The server is checking: the button waits. */
        isPending: boolean;
        /** The server's French refusal of the password, shown under its field. */
        passwordError: string | undefined;
      }
  );

/**
 * The confirmations of product.md#destructive-confirmations, one modal dialog after the other, in the app
 * instead of the browser's confirm and prompt: focus goes to the safe choice first, Escape
 * answers no, and the phrase to type is shown in full.
 */
export function ConfirmationSteps(props: ConfirmationStepsProps) {
  const { steps, onCancelled } = props;
  const [index, setIndex] = useState(0);
  const total = steps.length + (props.phrase ? 1 : 0);
  const progress = total > 1 ? `Étape ${index + 1} sur ${total}` : undefined;
  const step = steps[index];
  if (step) {
    const next = () => {
      if (index + 1 < total) setIndex(index + 1);
      else if (!props.phrase) props.onConfirmed();
    };
    return (
      <ConfirmDialog key={index} step={step} progress={progress} onConfirm={next} onCancel={() => onCancelled(false)} />
    );
  }
  if (!props.phrase) return null;
  return (
    <PhraseDialog
      step={props.phrase}
      progress={progress}
      isPending={props.isPending}
      passwordError={props.passwordError}
      onConfirm={props.onConfirmed}
      onCancel={() => onCancelled(true)}
    />
  );
}

/** The frame every step shares: a small alert dialog, closed (Escape) as a "no". */
function StepFrame({
  step,
  progress,
  onCancel,
  children,
}: {
  step: ConfirmStep;
  progress: string | undefined;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      className="admin-dialog"
      title={step.title}
      description={progress}
      icon={<AlertIcon />}
      size="sm"
      onClose={onCancel}
    >
      {children}
    </Dialog>
  );
}

/** "Annuler" first: the focus lands on the choice that changes nothing. */
function StepActions({
  confirmLabel,
  submit,
  isPending = false,
  onConfirm,
  onCancel,
}: {
  confirmLabel: string;
  submit?: boolean;
  isPending?: boolean;
  onConfirm?: () => void;
  onCancel: () => void;
}) {
  return (
    <DialogActions>
      <Button variant="secondary" onClick={onCancel} disabled={isPending}>
        Annuler
      </Button>
      <Button
        type={submit ? 'submit' : 'button'}
        className="btn--danger"
        isLoading={isPending}
        loadingText="Vérification…"
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </DialogActions>
  );
}

function ConfirmDialog({
  step,
  progress,
  onConfirm,
  onCancel,
}: {
  step: ConfirmStep;
  progress: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <StepFrame step={step} progress={progress} onCancel={onCancel}>
      <div className="stack">{step.message}</div>
      <StepActions confirmLabel={step.confirmLabel} onConfirm={onConfirm} onCancel={onCancel} />
    </StepFrame>
  );
}

function PhraseDialog({
  step,
  progress,
  isPending,
  passwordError,
  onConfirm,
  onCancel,
}: {
  step: PhraseStep;
  progress: string | undefined;
  isPending: boolean;
  passwordError: string | undefined;
  onConfirm: (confirmation: StaffConfirmation) => void;
  onCancel: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<string | undefined>();
  // The server's refusal names the password it was sent: typing another one clears it.
  const [sentPassword, setSentPassword] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const shownError = missing ?? (password === sentPassword ? passwordError : undefined);

  useEffect(() => {
    if (passwordError) passwordRef.current?.focus();
  }, [passwordError]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Exactly the phrase, as typed: anything else cancels (product.md#destructive-confirmations).
    if (typed !== step.phrase) {
      onCancel();
      return;
    }
    const parsed = staffConfirmationBody.safeParse({ confirmation: typed, password });
    if (!parsed.success) {
      setMissing(parsed.error.issues[0]?.message);
      passwordRef.current?.focus();
      return;
    }
    setSentPassword(password);
    onConfirm(parsed.data);
  };

  return (
    // While the server checks, closing would announce a cancellation that may not be true.
    <StepFrame step={step} progress={progress} onCancel={isPending ? () => undefined : onCancel}>
      <form className="form" noValidate onSubmit={submit}>
        <div className="stack">{step.message}</div>
        <p>
          Pour confirmer, tapez exactement : <strong className="admin-phrase">{step.phrase}</strong>
        </p>
        <TextField
          label="Phrase de confirmation"
          helper="Toute autre saisie annule l'opération."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <PasswordField
          ref={passwordRef}
          label="Votre mot de passe"
          helper="Celui de votre compte : il confirme que c'est bien vous."
          autoComplete="current-password"
          value={password}
          error={shownError}
          onChange={(event) => {
            setPassword(event.target.value);
            setMissing(undefined);
          }}
        />
        <StepActions confirmLabel={step.confirmLabel} submit isPending={isPending} onCancel={onCancel} />
      </form>
    </StepFrame>
  );
}

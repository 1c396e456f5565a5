import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { AlertIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';

/** One question before a destructive action: a yes or no, or a phrase to type exactly. */
export type ConfirmationStep =
  | { kind: 'confirm'; title: string; message: ReactNode; confirmLabel: string }
  | { kind: 'phrase'; title: string; message: ReactNode; phrase: string; confirmLabel: string };

export interface ConfirmationStepsProps {
  steps: readonly ConfirmationStep[];
  /** Every step said yes (and the phrase was typed exactly). */
  onConfirmed: () => void;
  /**
   * A step said no. `atPhrase`: the phrase step was left or typed wrong, which the console
   * announces (spec 001 section 5: 'Nettoyage annulé', 'Suppression annulée').
   */
  onCancelled: (atPhrase: boolean) => void;
}

/**
 * The confirmations of spec 001 section 5, one modal dialog after the other, in the app
 * instead of the browser's confirm and prompt: focus goes to the safe choice first, Escape
 * answers no, and the phrase to type is shown in full.
 */
export function ConfirmationSteps({ steps, onConfirmed, onCancelled }: ConfirmationStepsProps) {
  const [index, setIndex] = useState(0);
  const step = steps[index];
  if (!step) return null;
  const next = () => (index + 1 < steps.length ? setIndex(index + 1) : onConfirmed());
  const progress = steps.length > 1 ? `Étape ${index + 1} sur ${steps.length}` : undefined;
  return step.kind === 'confirm' ? (
    <ConfirmDialog key={index} step={step} progress={progress} onConfirm={next} onCancel={() => onCancelled(false)} />
  ) : (
    <PhraseDialog key={index} step={step} progress={progress} onConfirm={next} onCancel={() => onCancelled(true)} />
  );
}

interface StepDialogProps<Step> {
  step: Step;
  progress: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The frame every step shares: a small alert dialog, closed (Escape) as a "no". */
function StepFrame({
  step,
  progress,
  onCancel,
  children,
}: Omit<StepDialogProps<ConfirmationStep>, 'onConfirm'> & { children: ReactNode }) {
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
  onConfirm,
  onCancel,
}: {
  confirmLabel: string;
  submit?: boolean;
  onConfirm?: () => void;
  onCancel: () => void;
}) {
  return (
    <DialogActions>
      <Button variant="secondary" onClick={onCancel}>
        Annuler
      </Button>
      <Button type={submit ? 'submit' : 'button'} className="btn--danger" onClick={onConfirm}>
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
}: StepDialogProps<Extract<ConfirmationStep, { kind: 'confirm' }>>) {
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
  onConfirm,
  onCancel,
}: StepDialogProps<Extract<ConfirmationStep, { kind: 'phrase' }>>) {
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Exactly the phrase, as typed: anything else cancels (spec 001 section 5).
    if (typed === step.phrase) onConfirm();
    else onCancel();
  };
  return (
    <StepFrame step={step} progress={progress} onCancel={onCancel}>
      <form className="form" noValidate onSubmit={submit}>
        <div className="stack">{step.message}</div>
        <p>
          Pour confirmer, tapez exactement : <strong className="admin-phrase">{step.phrase}</strong>
        </p>
        <TextField
          label="Phrase de confirmation"
          helper="Toute autre saisie annule l’opération."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <StepActions confirmLabel={step.confirmLabel} submit onCancel={onCancel} />
      </form>
    </StepFrame>
  );
}

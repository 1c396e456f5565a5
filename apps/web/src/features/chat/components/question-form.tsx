import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SendIcon } from '@/components/ui/icons';
import { cx } from '@/lib/cx';

export interface QuestionFormProps {
  /** The child who asks; null while none is chosen. */
  childName: string | null;
  /** The trial is over: the question can be read but not sent (DESIGN decision 3). */
  lockedMessage: string | null;
  onShowPlans: () => void;
}

type Note = 'empty' | 'no-child' | 'soon';

/** "de Tom", "d'Emma": French elides before a vowel. */
export function ofName(name: string): string {
  return /^[aeiouyàâäéèêëîïôöùûüœ]/i.test(name) ? `d'${name}` : `de ${name}`;
}

const notes: Record<Note, { variant: 'error' | 'info'; text: string }> = {
  empty: { variant: 'error', text: "Écrivez d'abord la question de votre enfant." },
  'no-child': { variant: 'error', text: "Ajoutez ou choisissez d'abord l'enfant qui pose la question." },
  soon: {
    variant: 'info',
    text: 'Merci ! Les réponses arrivent très bientôt : cette partie de Pourquoi ? est en cours de finition. Votre question reste ici en attendant.',
  },
};

/** The question box of the chat screen, before the first question (spec 000 section 2). */
export function QuestionForm({ childName, lockedMessage, onShowPlans }: QuestionFormProps) {
  const [question, setQuestion] = useState('');
  const [note, setNote] = useState<Note | null>(null);
  const locked = lockedMessage !== null;

  const send = () => {
    if (locked) return;
    if (!question.trim()) return setNote('empty');
    if (!childName) return setNote('no-child');
    setNote('soon');
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  // Enter sends, Shift+Enter starts a new line (and an input method composing text keeps its Enter).
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form className={cx('question', locked && 'question--locked')} noValidate onSubmit={submit}>
      <Field
        label={childName ? `La question ${ofName(childName)}` : 'La question de votre enfant'}
        helper={locked ? lockedMessage : 'Entrée pour envoyer, Maj + Entrée pour aller à la ligne.'}
      >
        {(control) => (
          <textarea
            {...control}
            className="field__input question__input"
            name="question"
            rows={3}
            maxLength={1000}
            placeholder="Pourquoi le ciel est bleu ?"
            readOnly={locked}
            value={question}
            onChange={(event) => {
              setQuestion(event.target.value);
              if (note !== 'soon') setNote(null);
            }}
            onKeyDown={onKeyDown}
          />
        )}
      </Field>
      <div className="question__actions">
        {locked ? (
          <Button aria-haspopup="dialog" onClick={onShowPlans}>
            Voir les formules
          </Button>
        ) : (
          <Button type="submit" icon={<SendIcon />}>
            Envoyer
          </Button>
        )}
      </div>
      {note && <Alert variant={notes[note].variant}>{notes[note].text}</Alert>}
    </form>
  );
}

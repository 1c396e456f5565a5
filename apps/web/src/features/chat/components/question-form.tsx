import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { QUESTION_MAX_LENGTH, chatMessages, upgradeMessages } from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { MicIcon, SendIcon, StopIcon } from '@/components/ui/icons';
import { dictationProblems, useDictation } from '@/hooks/use-dictation';
import { cx } from '@/lib/cx';
import { QUESTIONS_COME_BACK, QUESTIONS_USED_TITLE, questionsLeftToday } from '../utils/wording';

export interface QuestionFormProps {
  /** The child who asks; null while none is chosen. */
  childName: string | null;
  /**
   * The day's questions left (the trial's, or the free version's one: product.md#d3-free-version); null
   * when the plan has no daily limit or the count is not known yet. At 0 the box locks, calmly.
   */
  questionsLeft: number | null;
  /** The plans: the button of the locked box, and any try to send from it. */
  onShowPlans: () => void;
  /** Sends the question (trimmed); false when it could not be sent, so the text stays. */
  onSend: (question: string) => boolean | Promise<boolean>;
  /** An answer is on its way: nothing more is sent until it is done. */
  busy?: boolean;
}

type Note = 'empty' | 'no-child';

/** "de Tom", "d'Emma": French elides before a vowel. */
export function ofName(name: string): string {
  return /^[aeiouyàâäéèêëîïôöùûüœ]/i.test(name) ? `d'${name}` : `de ${name}`;
}

const notes: Record<Note, string> = {
  empty: chatMessages.questionRequired,
  'no-child': "Ajoutez ou choisissez d'abord l'enfant qui pose la question.",
};

/** The question box of the chat screen (product.md#chat-screen, product.md#asking-a-question). */
export function QuestionForm({ childName, questionsLeft, onShowPlans, onSend, busy = false }: QuestionFormProps) {
  const [question, setQuestion] = useState('');
  const [note, setNote] = useState<Note | null>(null);
  const locked = questionsLeft === 0;
  // What was typed before the dictation started stays; the spoken words follow it.
  const typedBeforeDictation = useRef('');
  const dictation = useDictation((spoken) => {
    const before = typedBeforeDictation.current;
    setQuestion(`${before}${before && spoken ? ' ' : ''}${spoken}`.slice(0, QUESTION_MAX_LENGTH));
    setNote(null);
  });
  const toggleDictation = () => {
    if (dictation.listening) return dictation.stop();
    typedBeforeDictation.current = question.trim();
    dictation.start();
  };

  const send = () => {
    // Trying to ask with no question left today: the plans, as asked for.
    if (locked) return onShowPlans();
    if (busy) return;
    const text = question.trim();
    if (!text) return setNote('empty');
    if (!childName) return setNote('no-child');
    setNote(null);
    if (dictation.listening) dictation.stop();
    void Promise.resolve(onSend(text)).then((sent) => {
      if (sent) setQuestion((current) => (current === question ? '' : current));
    });
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
        helper={
          locked ? (
            <>
              <span className="question__rest-title">{QUESTIONS_USED_TITLE}</span> <span>{QUESTIONS_COME_BACK}</span>{' '}
              <span>{upgradeMessages.ask_question}</span>
            </>
          ) : (
            'Entrée pour envoyer, Maj + Entrée pour aller à la ligne.'
          )
        }
      >
        {(control) => (
          <textarea
            {...control}
            className="field__input question__input"
            name="question"
            rows={3}
            maxLength={QUESTION_MAX_LENGTH}
            placeholder="Pourquoi le ciel est bleu ?"
            readOnly={locked}
            value={question}
            onChange={(event) => {
              setQuestion(event.target.value);
              setNote(null);
            }}
            onKeyDown={onKeyDown}
          />
        )}
      </Field>
      <div className="question__actions">
        {questionsLeft !== null && questionsLeft > 0 && (
          <p className="question__left">{questionsLeftToday(questionsLeft)}</p>
        )}
        {locked ? (
          <Button aria-haspopup="dialog" onClick={onShowPlans}>
            Voir les formules
          </Button>
        ) : (
          <>
            {dictation.supported && (
              <Button
                variant="secondary"
                icon={dictation.listening ? <StopIcon /> : <MicIcon />}
                aria-pressed={dictation.listening}
                onClick={toggleDictation}
                disabled={busy}
              >
                {dictation.listening ? "J'écoute… Arrêter" : 'Dicter'}
              </Button>
            )}
            <Button type="submit" icon={<SendIcon />} isLoading={busy} loadingText="Envoi…">
              Envoyer
            </Button>
          </>
        )}
      </div>
      {dictation.problem && <Alert variant="info">{dictationProblems[dictation.problem]}</Alert>}
      {note && <Alert variant="error">{notes[note]}</Alert>}
    </form>
  );
}

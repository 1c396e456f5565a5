import { useEffect, useId, useRef, useState, type Dispatch, type ReactNode } from 'react';
import {
  STORY_PROMPT_MAX_LENGTH,
  formatAge,
  storyDurationChoices,
  storyDurations,
  storyMessages,
  storyThemeChoices,
  storyThemeSchema,
  storyTypeChoices,
  storyTypeSchema,
  type Child,
  type Usage,
} from '@pourquoi/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PlusIcon, SparkIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { cx } from '@/lib/cx';
import type { StoryRequest } from '../api/generate-story';
import { WIZARD_STEPS, type WizardAction, type WizardState, type WizardStep } from '../hooks/use-wizard';
import { showTop } from '../utils/focus';
import { joinNames, monthlyCounter } from '../utils/wording';
import { ChoiceCard, ChoiceCards, type ChoiceCardOption } from './choice-cards';

export const GENERATION_TIME_NOTE = "La création de l'histoire prend 1 à 2 minutes.";
export const NO_CHILDREN_MESSAGE = "Ajoutez d'abord le profil de votre enfant : il sera le héros de l'histoire.";

const stepNames: Record<WizardStep, string> = {
  1: 'Enfants',
  2: 'Durée',
  3: 'Genre',
  4: 'Personnages',
  5: 'Thème',
  6: 'Récapitulatif',
};

const stepTitles: Record<WizardStep, string> = {
  1: 'Pour qui est cette histoire ?',
  2: 'Combien de temps de lecture ?',
  3: "Quel genre d'histoire ?",
  4: 'Qui sont les personnages ?',
  5: 'Quel thème ?',
  6: 'Votre histoire',
};

const faces: Record<Child['gender'], string> = { girl: '👧', boy: '👦', neutral: '🧒' };

const durationOptions = storyDurations.map((value) => ({ value, ...storyDurationChoices[value] }));
const typeOptions = storyTypeSchema.options.map((value) => ({ value, ...storyTypeChoices[value] }));
const themeOptions = storyThemeSchema.options.map((value) => ({ value, ...storyThemeChoices[value] }));

/** "Tom et Léa vivent l'aventure", or one child: "Léa est l'héroïne", "Tom est le héros". */
function heroesOption(chosen: Array<{ name: string; gender: string }>, names: string): ChoiceCardOption<boolean> {
  const [only] = chosen;
  if (chosen.length === 1 && only) {
    const role = only.gender === 'girl' ? "l'héroïne" : 'le héros';
    return { value: true, emoji: '🦸', label: `${only.name} est ${role}`, description: `${only.name} vit l'aventure` };
  }
  return {
    value: true,
    emoji: '🦸',
    label: 'Mes enfants sont les héros',
    description: names ? `${names} vivent l'aventure` : "Vos enfants vivent l'aventure",
  };
}

function characterOptions(chosen: Array<{ name: string; gender: string }>, names: string): ChoiceCardOption<boolean>[] {
  return [
    heroesOption(chosen, names),
    {
      value: false,
      emoji: '🐻',
      label: "D'autres personnages",
      description: 'Des héros inventés, à écouter bien au chaud',
    },
  ];
}

export interface StoryWizardProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  childList: readonly Child[] | undefined;
  childrenLoading: boolean;
  childrenError: boolean;
  onRetryChildren: () => void;
  usage: Usage | undefined;
  onAddChild?: (() => void) | undefined;
  /** The month's stories are used up: the story-limit modal. */
  onLimitReached: () => void;
  onCreate: (request: StoryRequest) => void;
  /** Move focus to the step's heading when the wizard appears (coming back to it), not only on a step change. */
  focusOnMount?: boolean;
}

/** product.md#story-wizard: the story wizard, steps 1 to 6. */
export function StoryWizard({
  state,
  dispatch,
  childList,
  childrenLoading,
  childrenError,
  onRetryChildren,
  usage,
  onAddChild,
  onLimitReached,
  onCreate,
  focusOnMount = false,
}: StoryWizardProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  const shownStep = useRef<WizardStep | null>(focusOnMount ? null : state.step);
  // Step 1's message, cleared as soon as a child is chosen.
  const [error, setError] = useState<string | null>(null);

  // A new step: its heading takes the focus, so a screen reader reads where the parent is.
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    showTop(section.current, heading.current);
  }, [state.step]);

  const chosen = (childList ?? []).filter((child) => state.childIds.includes(child.id));
  const names = joinNames(chosen.map((child) => child.name));

  const onChildrenChosen = () => {
    if (chosen.length === 0) {
      setError(storyMessages.childrenRequired);
      return;
    }
    // Unknown usage (still loading, or it failed): the server checks again on creation.
    if (usage && !usage.canGenerateStory) {
      onLimitReached();
      return;
    }
    dispatch({ type: 'children-chosen' });
  };

  const create = () => {
    const { duration, storyType, includeChildren, theme, prompt } = state;
    if (chosen.length === 0) return dispatch({ type: 'go-to', step: 1 });
    if (duration === null) return dispatch({ type: 'go-to', step: 2 });
    if (storyType === null) return dispatch({ type: 'go-to', step: 3 });
    if (includeChildren === null) return dispatch({ type: 'go-to', step: 4 });
    if (theme === null) return dispatch({ type: 'go-to', step: 5 });
    onCreate({
      children: chosen,
      duration,
      story_type: storyType,
      theme,
      include_children: includeChildren,
      prompt: prompt.trim() || null,
    });
  };

  let body: ReactNode;
  switch (state.step) {
    case 1:
      body = (
        <ChildrenStep
          labelledBy={headingId}
          childList={childList}
          loading={childrenLoading}
          failed={childrenError}
          onRetry={onRetryChildren}
          selected={state.childIds}
          onToggle={(id) => {
            setError(null);
            dispatch({ type: 'toggle-child', id });
          }}
          onAddChild={onAddChild}
          error={error}
          onContinue={onChildrenChosen}
        />
      );
      break;
    case 2:
      body = (
        <ChoiceStep current={state.duration !== null} onContinue={() => dispatch({ type: 'go-to', step: 3 })}>
          <ChoiceCards
            labelledBy={headingId}
            layout="wide"
            options={durationOptions}
            selected={state.duration}
            onChoose={(value) => dispatch({ type: 'duration', value })}
          />
        </ChoiceStep>
      );
      break;
    case 3:
      body = (
        <ChoiceStep current={state.storyType !== null} onContinue={() => dispatch({ type: 'go-to', step: 4 })}>
          <ChoiceCards
            labelledBy={headingId}
            options={typeOptions}
            selected={state.storyType}
            onChoose={(value) => dispatch({ type: 'story-type', value })}
          />
        </ChoiceStep>
      );
      break;
    case 4:
      body = (
        <ChoiceStep current={state.includeChildren !== null} onContinue={() => dispatch({ type: 'go-to', step: 5 })}>
          <ChoiceCards
            labelledBy={headingId}
            layout="wide"
            options={characterOptions(chosen, names)}
            selected={state.includeChildren}
            onChoose={(value) => dispatch({ type: 'include-children', value })}
          />
        </ChoiceStep>
      );
      break;
    case 5:
      body = (
        <ChoiceStep current={state.theme !== null} onContinue={() => dispatch({ type: 'go-to', step: 6 })}>
          <ChoiceCards
            labelledBy={headingId}
            options={themeOptions}
            selected={state.theme}
            onChoose={(value) => dispatch({ type: 'theme', value })}
          />
        </ChoiceStep>
      );
      break;
    case 6:
      body = <Summary state={state} names={names} usage={usage} dispatch={dispatch} onCreate={create} />;
      break;
  }

  return (
    <section ref={section} className="story-wizard" aria-labelledby={headingId}>
      <StepIndicator step={state.step} />
      <div className="story-wizard__head">
        {state.step > 1 && (
          <Button variant="ghost" className="story-wizard__back" onClick={() => dispatch({ type: 'back' })}>
            <span aria-hidden="true">←</span> Retour
          </Button>
        )}
        <h2 id={headingId} ref={heading} tabIndex={-1} className="story-wizard__title">
          {stepTitles[state.step]}
        </h2>
      </div>
      {body}
    </section>
  );
}

/** "Étape 2 sur 6", and the six steps as dots with their names on a wide screen. */
function StepIndicator({ step }: { step: WizardStep }) {
  return (
    <div className="story-steps">
      <p className="story-steps__count">
        Étape {step} sur {WIZARD_STEPS.length}
        <span className="sr-only"> : {stepNames[step]}</span>
      </p>
      <ol className="story-steps__list plain-list" aria-hidden="true">
        {WIZARD_STEPS.map((index) => (
          <li
            key={index}
            className={cx('story-steps__item', index < step && 'is-done', index === step && 'is-current')}
          >
            <span className="story-steps__dot" />
            <span className="story-steps__name">{stepNames[index]}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** A step of cards: choosing one moves on; 'Continuer' keeps the choice already made. */
function ChoiceStep({
  current,
  onContinue,
  children,
}: {
  current: boolean;
  onContinue: () => void;
  children: ReactNode;
}) {
  return (
    <>
      {children}
      {current && (
        <div className="story-wizard__actions">
          <Button variant="secondary" onClick={onContinue}>
            Continuer
          </Button>
        </div>
      )}
    </>
  );
}

interface ChildrenStepProps {
  labelledBy: string;
  childList: readonly Child[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  selected: readonly string[];
  onToggle: (id: string) => void;
  onAddChild?: (() => void) | undefined;
  error: string | null;
  onContinue: () => void;
}

function ChildrenStep({
  labelledBy,
  childList,
  loading,
  failed,
  onRetry,
  selected,
  onToggle,
  onAddChild,
  error,
  onContinue,
}: ChildrenStepProps) {
  if (loading) return <Spinner label="Chargement des enfants..." className="spinner--block" />;
  if (failed || !childList) {
    return (
      <Alert>
        <p>Impossible de charger les profils de vos enfants.</p>
        <Button variant="ghost" onClick={onRetry}>
          Réessayer
        </Button>
      </Alert>
    );
  }
  if (childList.length === 0) {
    return (
      <div className="story-empty">
        <span className="story-empty__emoji" aria-hidden="true">
          🧸
        </span>
        <p>{NO_CHILDREN_MESSAGE}</p>
        {onAddChild && (
          <Button icon={<PlusIcon />} aria-haspopup="dialog" onClick={onAddChild}>
            Ajouter un enfant
          </Button>
        )}
      </div>
    );
  }
  return (
    <>
      <p className="story-wizard__hint">Choisissez un ou plusieurs enfants.</p>
      <ul role="list" aria-labelledby={labelledBy} className="story-choices story-choices--children plain-list">
        {childList.map((child) => (
          <li key={child.id}>
            <ChoiceCard
              emoji={faces[child.gender]}
              label={child.name}
              description={formatAge(child.age)}
              pressed={selected.includes(child.id)}
              onClick={() => onToggle(child.id)}
            />
          </li>
        ))}
      </ul>
      {error && <Alert>{error}</Alert>}
      <div className="story-wizard__actions">
        <Button onClick={onContinue}>Continuer</Button>
      </div>
    </>
  );
}

interface SummaryProps {
  state: WizardState;
  names: string;
  usage: Usage | undefined;
  dispatch: Dispatch<WizardAction>;
  onCreate: () => void;
}

function Summary({ state, names, usage, dispatch, onCreate }: SummaryProps) {
  const promptId = useId();
  const rows: Array<{ step: WizardStep; term: string; edit: string; value: string }> = [
    { step: 1, term: 'Pour', edit: 'Modifier les enfants', value: names },
    {
      step: 2,
      term: 'Durée',
      edit: 'Modifier la durée',
      value: state.duration === null ? '' : storyDurationChoices[state.duration].label,
    },
    {
      step: 3,
      term: 'Genre',
      edit: 'Modifier le genre',
      value: state.storyType === null ? '' : storyTypeChoices[state.storyType].label,
    },
    {
      step: 4,
      term: 'Personnages',
      edit: 'Modifier les personnages',
      value: state.includeChildren === null ? '' : state.includeChildren ? names : "D'autres personnages",
    },
    {
      step: 5,
      term: 'Thème',
      edit: 'Modifier le thème',
      value: state.theme === null ? '' : storyThemeChoices[state.theme].label,
    },
  ];
  return (
    <div className="story-summary">
      <dl className="story-summary__list">
        {rows.map((row) => (
          <div key={row.step} className="story-summary__row">
            <dt>{row.term}</dt>
            <dd>{row.value || '—'}</dd>
            <dd className="story-summary__edit">
              <button
                type="button"
                className="story-summary__change"
                aria-label={row.edit}
                onClick={() => dispatch({ type: 'go-to', step: row.step })}
              >
                Modifier
              </button>
            </dd>
          </div>
        ))}
      </dl>

      <div className="field">
        <label className="field__label" htmlFor={promptId}>
          Un détail à glisser dans l'histoire ? <span className="muted">(facultatif)</span>
        </label>
        <textarea
          id={promptId}
          className="field__input story-summary__prompt"
          rows={2}
          maxLength={STORY_PROMPT_MAX_LENGTH}
          placeholder="Par exemple : le doudou lapin de Tom"
          value={state.prompt}
          onChange={(event) => dispatch({ type: 'prompt', value: event.target.value })}
        />
      </div>

      {usage && (
        <p className="note story-summary__counter">
          {monthlyCounter(usage.storiesThisMonth, usage.maxStories, usage.storiesRemaining)}
        </p>
      )}
      <p className="story-summary__time">{GENERATION_TIME_NOTE}</p>

      <div className="story-wizard__actions story-wizard__actions--final">
        <Button variant="ghost" onClick={() => dispatch({ type: 'restart' })}>
          Recommencer
        </Button>
        <Button icon={<SparkIcon />} onClick={onCreate}>
          Créer l'histoire
        </Button>
      </div>
    </div>
  );
}

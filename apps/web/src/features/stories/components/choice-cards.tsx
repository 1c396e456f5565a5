import { useId, type ReactNode } from 'react';
import type { StoryChoice } from '@pourquoi/shared';
import { cx } from '@/lib/cx';

export interface ChoiceCardOption<Value> extends StoryChoice {
  value: Value;
}

interface ChoiceCardsProps<Value> {
  /** The id of the heading that names the group. */
  labelledBy: string;
  options: ReadonlyArray<ChoiceCardOption<Value>>;
  selected: Value | null;
  onChoose: (value: Value) => void;
  /** 'wide' for a few choices with room for the description (durations, characters). */
  layout?: 'grid' | 'wide';
}

/**
 * Large touch cards, one per choice, with the choice's picture (an emoji), its label and its
 * description. Choosing one moves on, so they are buttons; the chosen one is pressed.
 */
export function ChoiceCards<Value extends string | number | boolean>({
  labelledBy,
  options,
  selected,
  onChoose,
  layout = 'grid',
}: ChoiceCardsProps<Value>) {
  return (
    <ul role="list" aria-labelledby={labelledBy} className={cx('story-choices plain-list', `story-choices--${layout}`)}>
      {options.map((option) => (
        <li key={String(option.value)}>
          <ChoiceCard
            emoji={option.emoji}
            label={option.label}
            description={option.description}
            pressed={selected === option.value}
            onClick={() => onChoose(option.value)}
          />
        </li>
      ))}
    </ul>
  );
}

interface ChoiceCardProps {
  emoji: ReactNode;
  label: string;
  description?: string;
  pressed: boolean;
  onClick: () => void;
}

/** The label names the card; the description is read after it. */
export function ChoiceCard({ emoji, label, description, pressed, onClick }: ChoiceCardProps) {
  const id = useId();
  return (
    <button
      type="button"
      className="story-choice"
      aria-pressed={pressed}
      aria-labelledby={`${id}-label`}
      aria-describedby={description ? `${id}-description` : undefined}
      onClick={onClick}
    >
      <span className="story-choice__emoji" aria-hidden="true">
        {emoji}
      </span>
      <span className="story-choice__label" id={`${id}-label`}>
        {label}
      </span>
      {description && (
        <span className="story-choice__description" id={`${id}-description`}>
          {description}
        </span>
      )}
    </button>
  );
}

import { useReducer } from 'react';
import { DEFAULT_STORY_DURATION, type StoryDuration, type StoryTheme, type StoryType } from '@pourquoi/shared';

/** product.md#story-wizard: six steps; the reader is the seventh. */
export const WIZARD_STEPS = [1, 2, 3, 4, 5, 6] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export interface WizardState {
  step: WizardStep;
  childIds: string[];
  duration: StoryDuration | null;
  storyType: StoryType | null;
  includeChildren: boolean | null;
  theme: StoryTheme | null;
  prompt: string;
}

export type WizardAction =
  | { type: 'toggle-child'; id: string }
  | { type: 'children-chosen' }
  | { type: 'duration'; value: StoryDuration }
  | { type: 'story-type'; value: StoryType }
  | { type: 'include-children'; value: boolean }
  | { type: 'theme'; value: StoryTheme }
  | { type: 'prompt'; value: string }
  | { type: 'go-to'; step: WizardStep }
  | { type: 'back' }
  | { type: 'restart' };

export const initialWizard: WizardState = {
  step: 1,
  childIds: [],
  duration: null,
  storyType: null,
  includeChildren: null,
  theme: null,
  prompt: '',
};

/** product.md#story-wizard: each choice leads to the next step. */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'toggle-child':
      return {
        ...state,
        childIds: state.childIds.includes(action.id)
          ? state.childIds.filter((id) => id !== action.id)
          : [...state.childIds, action.id],
      };
    case 'children-chosen':
      // Step 1 to 2: the reading time starts at 5 minutes (a time chosen before is kept).
      return { ...state, step: 2, duration: state.duration ?? DEFAULT_STORY_DURATION };
    case 'duration':
      return { ...state, duration: action.value, step: 3 };
    case 'story-type':
      return { ...state, storyType: action.value, step: 4 };
    case 'include-children':
      return { ...state, includeChildren: action.value, step: 5 };
    case 'theme':
      return { ...state, theme: action.value, step: 6 };
    case 'prompt':
      return { ...state, prompt: action.value };
    case 'go-to':
      return { ...state, step: action.step };
    case 'back':
      return { ...state, step: Math.max(1, state.step - 1) as WizardStep };
    case 'restart':
      return initialWizard;
  }
}

export const useWizard = () => useReducer(wizardReducer, initialWizard);

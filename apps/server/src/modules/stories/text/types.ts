import type { Gender, StoryDuration, StoryLength, StoryTheme, StoryType } from '@pourquoi/shared';
import type { ChildNames } from '../../children/index.js';
import type { TimeOfDay } from '@pourquoi/story-writer';

export interface StoryHero {
  name: string;
  age: number;
  gender: Gender;
}

/** What a page shows, for its picture: keys of the illustrator's vocabulary, free text tolerated. */
export interface Scene {
  /** The theme told, when it differs from the one asked ('surprise' draws one). */
  theme?: StoryTheme;
  setting: string;
  /** What the text calls the page's place (« la ferme de Mamie Jeanne »), from the story's plan. */
  place?: string;
  timeOfDay: TimeOfDay;
  action: string;
  props: string[];
}

export interface StoryTextRequest {
  heroes: StoryHero[];
  includeChildren: boolean;
  storyType: StoryType;
  theme: StoryTheme;
  duration: StoryDuration;
  length: StoryLength;
  prompt: string | null;
  /**
   * The heroes' and the family's children's names and their placeholders: a writer that sends
   * the request anywhere sends placeholders, and puts the names back in what it returns.
   */
  names: ChildNames;
  /** A second try after the first was refused by safety: write it differently. */
  retry?: boolean;
}

export interface StoryText {
  title: string;
  pages: string[];
  scenes: Scene[];
}

/** One interface for every engine that writes stories (AI_PROVIDER). */
export interface StoryTextProvider {
  readonly kind: 'offline' | 'openai';
  write(request: StoryTextRequest): Promise<StoryText>;
}

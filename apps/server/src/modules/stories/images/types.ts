import type { StoryTheme } from '@pourquoi/shared';
import type { Scene } from '../text/types.js';

/** A child's look (chosen once, kept): a JSON object the illustrator reads. */
export type CharacterSheetData = Record<string, unknown>;

export interface PictureRequest {
  theme: StoryTheme;
  scene: Scene;
  /** The heroes' looks, so they are the same on every page. */
  heroes: CharacterSheetData[];
  /** What the text calls each hero, in the same order (« [ENFANT_1] »); empty for invented heroes. */
  heroNames: string[];
  /** The page's words (empty for the cover), for a model that draws from text: no child's name in them (decision 0020). */
  text: string;
  /** The story's title, no child's name in it either. */
  title: string;
  cover: boolean;
  /** Varies the drawing between pages, the same for the same page. */
  seed: number;
}

/** One interface for every engine that draws pictures (IMAGE_PROVIDER). */
export interface StoryImageProvider {
  readonly kind: 'offline' | 'openai';
  /** A PNG. */
  draw(request: PictureRequest): Promise<Buffer>;
  /** What a hero looks like in words, for prompts. */
  describe?(sheet: CharacterSheetData): string;
}

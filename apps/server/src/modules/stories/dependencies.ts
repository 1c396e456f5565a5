import type { Safety } from '@pourquoi/safety';
import type { Env } from '../../env.js';
import { type SafetyOptions, createSafety } from '../chat/index.js';
import { type CharacterSheet, createCharacterSheet, describeCharacterSheet } from '@pourquoi/illustrations';
import { offlineIllustrator } from './images/offline.js';
import { openAiIllustrator } from './images/openai.js';
import type { CharacterSheetData, StoryImageProvider } from './images/types.js';
import { offlineStoryWriter } from './text/offline.js';
import { openAiStoryWriter } from './text/openai.js';
import type { StoryTextProvider } from './text/types.js';

export interface SheetMaker {
  create(input: { seed: string; name: string; gender: 'girl' | 'boy' | 'neutral'; age: number }): CharacterSheetData;
}

/** What the story pipeline needs: a writer, an illustrator, the safety screening and the heroes' looks. */
export interface StoryDependencies {
  text: StoryTextProvider;
  images: StoryImageProvider;
  safety: Safety;
  sheets: SheetMaker;
  /** How many pictures one process draws at once. */
  pictureConcurrency: number;
}

/**
 * Drawing is CPU work offline (about 50 ms a picture: one core is enough) and waiting
 * otherwise: a remote model draws several at once.
 */
const PICTURE_CONCURRENCY = { offline: 2, openai: 10 };

/** The writer of AI_PROVIDER, the illustrator of IMAGE_PROVIDER (IMAGE_* falling back to AI_*), the screening of MODERATION. */
export function createStoryDependencies(env: Env, safety: SafetyOptions = {}): StoryDependencies {
  const text =
    env.AI_PROVIDER === 'openai'
      ? openAiStoryWriter({ baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL })
      : offlineStoryWriter;
  const describe = (sheet: CharacterSheetData) => describeCharacterSheet(sheet as unknown as CharacterSheet);
  const images =
    env.IMAGE_PROVIDER === 'openai'
      ? openAiIllustrator(
          {
            baseUrl: env.IMAGE_BASE_URL ?? env.AI_BASE_URL,
            apiKey: env.IMAGE_API_KEY ?? env.AI_API_KEY,
            model: env.IMAGE_MODEL,
          },
          describe,
        )
      : offlineIllustrator;
  return {
    text,
    images,
    safety: createSafety(env, safety),
    sheets: { create: (input) => createCharacterSheet(input) as unknown as CharacterSheetData },
    pictureConcurrency: PICTURE_CONCURRENCY[images.kind],
  };
}

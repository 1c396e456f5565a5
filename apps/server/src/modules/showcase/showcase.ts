import { storyLengthFor, type Showcase } from '@pourquoi/shared';
import { createOfflineEngine } from '../chat/index.js';
import { createCharacterSheet, drawScene, renderPng } from '@pourquoi/illustrations';
import { writeOfflineStory } from '@pourquoi/story-writer';

/**
 * What the login page shows of the product (docs/decisions/0022-web-routes.md): one question
 * answered by the offline library for a 4- and a 9-year-old, and a story page with its picture,
 * made by the offline engines with fixed seeds, so every build shows the same.
 */
export const SHOWCASE_QUESTION = 'Pourquoi le ciel est bleu ?';
const ANSWER_AGES = [4, 9] as const;
const HERO = { name: 'Léa', age: 6, gender: 'girl' } as const;
const STORY_SEED = 7;
/** The picture as rendered (the scenes are drawn 4:3): its page box is at most 320 px wide, twice that for sharp screens. */
const PICTURE_WIDTH = 640;
const PICTURE_HEIGHT = 480;

export async function buildShowcase(): Promise<{ showcase: Showcase; picture: Buffer }> {
  const engine = createOfflineEngine();
  const answers = ANSWER_AGES.map((age) => ({
    age,
    text: engine.answer(SHOWCASE_QUESTION, { name: HERO.name, gender: HERO.gender, age }).text,
  }));

  const story = writeOfflineStory({
    heroes: [HERO],
    includeChildren: true,
    storyType: 'adventure',
    theme: 'space',
    length: storyLengthFor(5, [HERO.age]),
    seed: STORY_SEED,
  });
  // The first page: the heroine at the launch pad, as its text tells.
  const pageIndex = 0;
  const sheet = createCharacterSheet({ seed: 'showcase', name: HERO.name, gender: HERO.gender, age: HERO.age });
  const svg = drawScene({ theme: story.theme, moment: story.moments[pageIndex], heroes: [sheet], seed: STORY_SEED });
  return {
    showcase: {
      question: SHOWCASE_QUESTION,
      answers,
      story: {
        title: story.title,
        page: story.pages[pageIndex] ?? '',
        pictureAlt: `Illustration de la première page de « ${story.title} »`,
        pictureWidth: PICTURE_WIDTH,
        pictureHeight: PICTURE_HEIGHT,
      },
    },
    picture: await renderPng(svg, PICTURE_WIDTH),
  };
}

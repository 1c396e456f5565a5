import { describe, expect, it } from 'vitest';
import { storyDurations, storyThemeChoices, storyThemeSchema, storyTypeChoices, storyTypeSchema } from './catalogue.js';
import { MAX_SENTENCES_PER_PAGE, MIN_SENTENCES_PER_PAGE, storyLengthFor } from './length.js';
import { readerPages } from './pages.js';
import { storyChildIds, storyProgressPercent, storyRequestBody } from './schemas.js';

describe('story catalogue', () => {
  it('labels every type and theme of the spec in French', () => {
    expect(Object.keys(storyTypeChoices).sort()).toEqual([...storyTypeSchema.options].sort());
    expect(Object.keys(storyThemeChoices).sort()).toEqual([...storyThemeSchema.options].sort());
    expect(storyThemeChoices.knights_princesses.label).toBe('Chevaliers et princesses');
  });
});

describe('storyLengthFor', () => {
  it('grows with the reading time and keeps 2 to 4 sentences a page', () => {
    for (const age of [3, 7, 10, 14]) {
      const pages = storyDurations.map((duration) => storyLengthFor(duration, [age]).pages);
      expect(pages).toEqual([...pages].sort((a, b) => a - b));
      for (const duration of storyDurations) {
        const { sentencesPerPage } = storyLengthFor(duration, [age]);
        expect(sentencesPerPage).toBeGreaterThanOrEqual(MIN_SENTENCES_PER_PAGE);
        expect(sentencesPerPage).toBeLessThanOrEqual(MAX_SENTENCES_PER_PAGE);
      }
    }
  });

  it('follows the youngest listener: shorter pages for a 4-year-old than for a 10-year-old', () => {
    expect(storyLengthFor(5, [10, 4])).toEqual(storyLengthFor(5, [4]));
    expect(storyLengthFor(5, [4]).sentencesPerPage).toBeLessThan(storyLengthFor(5, [10]).sentencesPerPage);
  });
});

describe('readerPages', () => {
  it('keeps pages as they are when the first is long enough', () => {
    const long =
      "Il était une fois un petit renard qui vivait au bord de la forêt, tout près d'un ruisseau qui chantait.";
    expect(readerPages([long, { page: 2, content: 'Fin.' }])).toEqual([
      { text: long, sources: [1] },
      { text: 'Fin.', sources: [2] },
    ]);
  });

  it('joins short pages until about 200 characters or 3 sentences, keeping the first picture', () => {
    const pages = readerPages(['Léo dort.', 'La lune brille.', 'Un hibou chante.', 'Bonne nuit.']);
    expect(pages).toEqual([
      { text: 'Léo dort. La lune brille. Un hibou chante.', sources: [1, 2, 3] },
      { text: 'Bonne nuit.', sources: [4] },
    ]);
  });
});

describe('storyRequestBody', () => {
  it('takes whole child objects as the spec client sends them, and defaults to 5 minutes', () => {
    const body = storyRequestBody.parse({
      children: [{ id: 'a', name: 'Léa', age: 5 }, 'b', { id: 'a' }],
      story_type: 'sleep',
      theme: 'space',
    });
    expect(body.duration).toBe(5);
    expect(body.include_children).toBe(true);
    expect(storyChildIds(body)).toEqual(['a', 'b']);
  });

  it('refuses no child, an unknown duration or theme', () => {
    const result = storyRequestBody.safeParse({ children: [], duration: 7, story_type: 'sleep', theme: 'moon' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['children', 'duration', 'theme']));
  });
});

describe('storyProgressPercent', () => {
  it('is 20 + done / total × 80 once the text exists', () => {
    expect(storyProgressPercent({ textWritten: true, done: 0, total: 8 })).toBe(20);
    expect(storyProgressPercent({ textWritten: true, done: 4, total: 8 })).toBe(60);
    expect(storyProgressPercent({ textWritten: true, done: 8, total: 8 })).toBe(100);
    expect(storyProgressPercent({ textWritten: false, done: 0, total: 0 })).toBe(10);
  });
});

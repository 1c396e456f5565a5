import { describe, expect, it } from 'vitest';
import { buildShowcase } from './showcase.js';

describe('the login page’s showcase', () => {
  it('answers one question for a 4- and a 9-year-old, and draws a story page, the same at every build', async () => {
    const { showcase, picture } = await buildShowcase();
    const [little, big] = showcase.answers;
    expect(showcase.answers.map((answer) => answer.age)).toEqual([4, 9]);
    expect(little!.text.toLowerCase()).toContain('bleu');
    expect(big!.text.length).toBeGreaterThan(little!.text.length);
    expect(showcase.story.page).toContain('Léa');
    expect(showcase.story.pictureAlt).toContain(showcase.story.title);
    // A PNG of the announced size.
    expect(picture.subarray(1, 4).toString()).toBe('PNG');
    expect(picture.readUInt32BE(16)).toBe(showcase.story.pictureWidth);
    expect(picture.readUInt32BE(20)).toBe(showcase.story.pictureHeight);

    expect((await buildShowcase()).showcase).toEqual(showcase);
  });
});

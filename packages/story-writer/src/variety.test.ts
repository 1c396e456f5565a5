import { storyLengthFor, type StoryTheme, type StoryType } from '@pourquoi/shared';
import { describe, expect, it } from 'vitest';
import { writeOfflineStory } from './compose.js';
import { themes } from './themes/index.js';
import type { StoryHero } from './types.js';

const sentencesOf = (text: string) => text.split(/(?<=[.!?…»])\s+(?=[A-ZÀ-Ý«])/u).filter(Boolean);

function stories(heroes: StoryHero[], storyType: StoryType, theme: StoryTheme, count: number): string[][] {
  return Array.from({ length: count }, (_, index) =>
    writeOfflineStory({
      heroes,
      includeChildren: true,
      storyType,
      theme,
      length: storyLengthFor(
        10,
        heroes.map((hero) => hero.age),
      ),
      seed: 10_000 + index,
    }).pages.flatMap(sentencesOf),
  );
}

/** The share of sentences that another of the stories also says. */
function sharedShare(told: string[][]): number {
  const seenIn = new Map<string, Set<number>>();
  told.forEach((sentences, story) => {
    for (const sentence of sentences) seenIn.set(sentence, (seenIn.get(sentence) ?? new Set()).add(story));
  });
  const all = told.flat();
  return all.filter((sentence) => (seenIn.get(sentence)?.size ?? 0) > 1).length / all.length;
}

const lea: StoryHero = { name: 'Léa', age: 7, gender: 'girl' };
const tom: StoryHero = { name: 'Tom', age: 7, gender: 'boy' };

describe('sentences of slots (decision 0030)', () => {
  it('makes 100 stories of one type and theme say far fewer of the same sentences', () => {
    // 97 % before the slots, some 40 % and 52 % now; the goal of 10 % needs the theme's own
    // material in slots (decision 0030), and this bound falls with it.
    expect(sharedShare(stories([lea], 'adventure', 'animals', 100))).toBeLessThan(0.45);
    expect(sharedShare(stories([lea], 'sleep', 'space', 100))).toBeLessThan(0.55);
    // 200 books of 38 pages.
  }, 60_000);

  it('says a place’s details in many ways: no two stories tell its sights alike', () => {
    const sights = themes.animals.places.flatMap((place) => place.scenery?.sights ?? []);
    const said = stories([lea], 'adventure', 'animals', 40)
      .flat()
      .filter((sentence) => sights.some((sight) => sentence.includes(sight)));
    expect(said.length).toBeGreaterThan(20);
    expect(new Set(said).size).toBeGreaterThan(said.length * 0.8);
  });

  it('agrees verbs and adjectives with one girl, one boy and two children', () => {
    const plural =
      /\bLéa et Tom (arrive|remarque|découvre|observe|admire|écoute|s’arrête|reste|décide|essaie|poursuit|parvient|glisse|s’avance|passe|fait)\b/;
    for (const sentences of stories([lea, tom], 'adventure', 'animals', 20)) {
      const text = sentences.join(' ');
      expect(text).not.toMatch(plural);
      expect(text).not.toMatch(/\b(ils|elles) (reste|restent) immobile\b/);
    }
    for (const [hero, wrong] of [
      [lea, /\b(Léa|Elle|elle) (arrivent|remarquent|restent)\b|\belle reste immobiles\b/],
      [tom, /\b(Tom|Il|il) (arrivent|remarquent|restent)\b/],
    ] as const) {
      for (const sentences of stories([hero], 'sleep', 'animals', 20)) expect(sentences.join(' ')).not.toMatch(wrong);
    }
  });

  it('names the heroes in forms of their gender and number', () => {
    const text = (heroes: StoryHero[]) => stories(heroes, 'adventure', 'animals', 10).flat().join(' ');
    const girl = text([lea]);
    expect(girl).toMatch(/(la petite|notre amie) Léa/i);
    expect(girl).not.toMatch(/(le petit|notre ami) Léa/i);
    expect(text([tom])).not.toMatch(/(la petite|notre amie) Tom/i);
    const both = text([lea, tom]);
    expect(both).toMatch(/nos (deux amis|deux aventuriers|amis Léa et Tom)/i);
    expect(both).not.toMatch(/nos (deux amies|deux aventurières|amies)/i);
  });

  it('never uses « tu » in narration and ends every sentence with its mark', () => {
    for (const sentences of stories([lea, tom], 'laugh', 'pirates', 20)) {
      for (const sentence of sentences) {
        expect(sentence.replace(/«[^»]*»/g, '')).not.toMatch(/(?<!\p{L})(tu|te|ton|ta|tes)(?!\p{L})/iu);
        expect(sentence).toMatch(/[.!?…»]$/);
      }
    }
  });
});

import { type StoryTheme, storyThemeSchema } from '@pourquoi/shared';
import { describe, expect, it } from 'vitest';
import { SETTING_KEYS } from './backgrounds.js';
import { type CharacterGender, createCharacterSheet } from './character-sheet.js';
import { POSES } from './figures.js';
import { TIMES_OF_DAY, type TimeOfDay } from './palette.js';
import { PROP_KEYS } from './props.js';
import { renderPng } from './render.js';
import { drawScene, layoutHeroes, type SceneInput } from './scene.js';
import { Rng } from './random.js';
import { THEME_SCENES } from './vocabulary.js';

const genders: CharacterGender[] = ['girl', 'boy', 'neutral'];
const heroes = Array.from({ length: 7 }, (_, i) =>
  createCharacterSheet({
    seed: `hero-${i}`,
    name: `Enfant ${i}`,
    gender: genders[i % 3] as CharacterGender,
    age: 3 + i,
  }),
);

const scene = (
  overrides: Partial<SceneInput> = {},
  moment: Partial<NonNullable<SceneInput['moment']>> = {},
): SceneInput => ({
  theme: 'nature',
  moment: { setting: 'forest', timeOfDay: 'day', action: 'discover', props: ['star'], ...moment },
  heroes: heroes.slice(0, 2),
  seed: 7,
  ...overrides,
});

function expectCleanSvg(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).not.toMatch(/undefined|NaN|Infinity|\[object|null/);
  // No words in the pictures: no text, no fonts.
  expect(svg).not.toMatch(/<text|font-family/);
}

function expectPng(png: Buffer, width = 800) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  expect(png.readUInt32BE(16)).toBe(width);
  expect(png.readUInt32BE(20)).toBe((width * 3) / 4);
}

const themes = storyThemeSchema.options as readonly StoryTheme[];
const actions = ['discover', 'celebrate', 'rest'];

describe('story scenes', () => {
  describe.each(themes)('the %s theme', (theme) => {
    const settings = THEME_SCENES[theme].settings;
    it.each(
      TIMES_OF_DAY.flatMap((time, t) =>
        actions.map((action, a) => [time, action, settings[(t * actions.length + a) % settings.length]] as const),
      ),
    )('renders at %s, action %s (%s) to an 800 px PNG', async (time, action, setting) => {
      const svg = drawScene({
        theme,
        moment: { setting: setting ?? '', timeOfDay: time, action, props: ['star', 'gift', 'balloon'] },
        heroes: heroes.slice(0, 2),
        seed: 11,
      });
      expectCleanSvg(svg);
      expectPng(await renderPng(svg));
    });
  });

  it.each(SETTING_KEYS)('draws the %s setting at every hour, with every kind of prop', (setting) => {
    for (const [i, time] of TIMES_OF_DAY.entries()) {
      const props = PROP_KEYS.filter((_, p) => p % 3 === i).slice(0, 5);
      expectCleanSvg(
        drawScene(scene({ theme: 'surprise', heroes: heroes.slice(0, i + 1) }, { setting, timeOfDay: time, props })),
      );
    }
  });

  it('draws every prop and every pose without fail', () => {
    for (const prop of PROP_KEYS) expectCleanSvg(drawScene(scene({}, { props: [prop] })));
    for (const pose of POSES) expectCleanSvg(drawScene(scene({ heroes: heroes.slice(0, 3) }, { action: pose })));
  });

  it('gives the same picture for the same input, another for another seed', () => {
    const input = scene({ heroes: heroes.slice(0, 3) });
    expect(drawScene(input)).toBe(drawScene(structuredClone(input)));
    expect(drawScene({ ...input, seed: 8 })).not.toBe(drawScene(input));
    expect(drawScene(scene({}, { timeOfDay: 'night' }))).not.toBe(drawScene(scene({}, { timeOfDay: 'day' })));
  });

  it.each(TIMES_OF_DAY)('keeps each hero’s own colours at %s', (time: TimeOfDay) => {
    const trio = heroes.slice(0, 3);
    const svg = drawScene(scene({ heroes: trio }, { timeOfDay: time }));
    for (const hero of trio) {
      expect(svg).toContain(hero.hair.hex);
      expect(svg).toContain(hero.top.hex);
      expect(svg).toContain(hero.skin.hex);
    }
  });

  it('puts heroes asleep in the bedroom in its bed, not beside an empty one', () => {
    // The bedroom's own bed is drawn where the free side is; asleep, the bed is where they lie.
    const asleep = layoutHeroes(heroes.slice(0, 2), ['sleep', 'sleep'], 550, new Rng(3));
    expect(asleep.stage.sleepingTop).toBe(550);
    expect(layoutHeroes(heroes.slice(0, 2), ['wave', 'wave'], 550, new Rng(3)).stage.sleepingTop).toBeUndefined();
    const awake = drawScene(scene({}, { setting: 'bedroom', timeOfDay: 'night', action: 'play' }));
    const sleeping = drawScene(scene({}, { setting: 'bedroom', timeOfDay: 'night', action: 'sleep' }));
    expectCleanSvg(sleeping);
    // The empty bed's yellow duvet is gone; the heroes' own blankets cover them.
    expect(awake).toContain('#f6c843');
    expect(sleeping).not.toContain('#f6c843');
  });

  it('fits six heroes in the picture, whatever they do, and leaves out a seventh', async () => {
    for (const pose of POSES) {
      const { slots } = layoutHeroes(heroes.slice(0, 6), Array(6).fill(pose), 545, new Rng(1));
      expect(slots).toHaveLength(6);
      for (const slot of slots) {
        expect(slot.x - 45 * slot.scale).toBeGreaterThan(0);
        expect(slot.x + 45 * slot.scale).toBeLessThan(800);
      }
    }
    const seventh = { ...heroes[6]!, hair: { ...heroes[6]!.hair, hex: '#123456' } };
    const svg = drawScene(scene({ heroes: [...heroes.slice(0, 6), seventh] }, { action: 'hug' }));
    expectCleanSvg(svg);
    expectPng(await renderPng(svg));
    for (const hero of heroes.slice(0, 6)) expect(svg).toContain(hero.hair.hex);
    expect(svg).not.toContain('#123456');
  });

  it('draws a picture with no hero at all', () => {
    expectCleanSvg(drawScene(scene({ heroes: [] })));
  });

  it('falls back to the theme’s own place, a standing pose and no prop for unknown words', () => {
    const base = scene({ theme: 'pirates' }, { setting: THEME_SCENES.pirates.hero, action: 'stand', props: [] });
    const unknown = scene(
      { theme: 'pirates' },
      { setting: 'a place nobody knows', action: 'photosynthesise', props: ['quantum-widget', ''] },
    );
    expect(drawScene(unknown)).toBe(drawScene(base));
    expect(drawScene(scene({}, { timeOfDay: 'teatime' as TimeOfDay }))).toBe(
      drawScene(scene({}, { timeOfDay: 'day' })),
    );
  });

  it('understands French words, plurals and phrases', () => {
    expect(drawScene(scene({}, { setting: 'dans la forêt enchantée', action: 'découvrir', props: ['étoiles'] }))).toBe(
      drawScene(scene({}, { setting: 'forest', action: 'discover', props: ['star'] })),
    );
    expect(drawScene(scene({}, { setting: 'Château', action: 'Dormir', props: ['Cadeaux', 'lune'] }))).toBe(
      drawScene(scene({}, { setting: 'castle', action: 'sleep', props: ['gift', 'moon'] })),
    );
  });

  it('never throws on damaged input', () => {
    const damaged = [
      {
        theme: 'not-a-theme',
        moment: { setting: 42, timeOfDay: null, action: {}, props: 'star' },
        heroes: [{ seed: 'x' }, null],
        seed: Number.NaN,
      },
      { theme: 'space', moment: null, heroes: 'nobody', seed: -3.7 },
      { theme: 'christmas', heroes: [{ hair: { hex: '"/><script>' } }], seed: 1e300 },
    ] as unknown as SceneInput[];
    for (const input of damaged) {
      const svg = drawScene(input);
      expectCleanSvg(svg);
      expect(svg).not.toContain('<script');
    }
  });

  it('draws a cover with every hero in the theme’s own place', () => {
    const cover = (setting: string) =>
      drawScene({
        theme: 'knights_princesses',
        moment: { setting, timeOfDay: 'day', action: 'rest', props: [] },
        heroes: heroes.slice(0, 4),
        seed: 3,
        cover: true,
      });
    const svg = cover('kitchen');
    expectCleanSvg(svg);
    expect(svg).toBe(cover('moon'));
    for (const hero of heroes.slice(0, 4)) expect(svg).toContain(hero.hair.hex);
    expectCleanSvg(drawScene({ theme: 'surprise', heroes: heroes.slice(0, 2), seed: 5, cover: true }));
  });

  it('renders to the width asked for', async () => {
    expectPng(await renderPng(drawScene(scene()), 400), 400);
  });
});

import { storyThemeSchema } from '@pourquoi/shared';
import { describe, expect, it } from 'vitest';
import { PROP_KEYS, SETTING_KEYS } from '@pourquoi/illustrations';
import type { CastMember } from '../cast.js';
import { StoryContext } from '../context.js';
import { countSentences, finish } from '../french.js';
import { createRandom } from '../random.js';
import type { Band, Line, ThemeMaterial } from '../types.js';
import { PROPS, SETTINGS } from '../vocabulary.js';
import { wishes } from '../wishes.js';
import { concreteThemes, themes } from './index.js';

const casts: Array<{ cast: CastMember[]; band: Band }> = [
  { cast: [{ name: 'Léa', gender: 'girl', intro: 'Léa' }], band: 'small' },
  { cast: [{ name: 'Sacha', gender: 'neutral', intro: 'Sacha' }], band: 'big' },
  {
    cast: [
      { name: 'Emma', gender: 'girl', intro: 'Emma' },
      { name: 'Tom', gender: 'boy', intro: 'Tom' },
    ],
    band: 'middle',
  },
  {
    cast: [
      { name: 'Capucine', gender: 'girl', intro: 'Capucine, une petite renarde' },
      { name: 'Praline', gender: 'girl', intro: 'Praline, une petite lapine' },
    ],
    band: 'big',
  },
];

function contextFor(theme: ThemeMaterial, cast: CastMember[], band: Band, companion = 0): StoryContext {
  return new StoryContext({
    rng: createRandom(3),
    band,
    theme,
    cast,
    invented: cast.some((hero) => hero.intro !== hero.name),
    comp: theme.companions[companion] ?? theme.visit.guide,
    friend: theme.companions[(companion + 1) % theme.companions.length] ?? theme.visit.guide,
    quest: theme.quests[0]!,
    fear: theme.fears[0]!,
    keepsake: theme.keepsakes[0]!,
  });
}

/** Every line a theme can put in a story, whatever the type. */
function linesOf(theme: ThemeMaterial): Line[] {
  return [
    ...[theme.start, ...theme.places, theme.visit.place].map((place) => place.desc),
    theme.journey,
    ...theme.portal,
    ...theme.quests.flatMap((quest) => [quest.clue, ...quest.found]),
    ...theme.troubles.flatMap((trouble) => [...trouble.happen, ...trouble.fix]),
    ...theme.funny.flat(),
    ...theme.fears.flatMap((fear) => [...fear.approach, ...fear.face, fear.after]),
    ...theme.facts.flatMap((fact) => [fact.text, ...(fact.more ? [fact.more] : [])]),
    ...theme.wonders,
    ...theme.calm.map((night) => night.line),
    ...theme.visit.sights,
    ...theme.visit.tryIt,
    ...theme.ambience,
    ...theme.party,
  ];
}

describe('the themes’ material', () => {
  it('covers every theme of the catalogue but surprise', () => {
    expect([...concreteThemes].sort()).toEqual(storyThemeSchema.options.filter((theme) => theme !== 'surprise').sort());
  });

  for (const id of concreteThemes) {
    const theme = themes[id];
    it(`gives ${id} enough of its own material`, () => {
      expect(theme.id).toBe(id);
      expect(theme.places.length).toBeGreaterThanOrEqual(3);
      expect(theme.companions.length).toBeGreaterThanOrEqual(3);
      expect(theme.kinds.length).toBeGreaterThanOrEqual(2);
      expect(theme.quests.length).toBeGreaterThanOrEqual(2);
      expect(theme.troubles.length).toBeGreaterThanOrEqual(3);
      expect(theme.funny.length).toBeGreaterThanOrEqual(3);
      expect(theme.fears.length).toBeGreaterThanOrEqual(2);
      expect(theme.facts.length).toBeGreaterThanOrEqual(3);
      expect(theme.wonders.length).toBeGreaterThanOrEqual(4);
      expect(theme.calm.length).toBeGreaterThanOrEqual(5);
      expect(theme.visit.sights.length).toBeGreaterThanOrEqual(4);
      expect(theme.ambience.length).toBeGreaterThanOrEqual(4);
      expect(theme.titles.length).toBeGreaterThanOrEqual(3);
      for (const fear of theme.fears) expect(fear.approach.length).toBeGreaterThanOrEqual(2);
      for (const trouble of theme.troubles) expect(trouble.happen.length + trouble.fix.length).toBeLessThanOrEqual(4);
    });

    it(`writes every ${id} line as one clean sentence, for any cast and age`, () => {
      for (const { cast, band } of casts) {
        for (const companion of [0, 1, 2]) {
          const c = contextFor(theme, cast, band, companion);
          c.companionMet = true;
          for (const line of linesOf(theme)) {
            const text = finish(typeof line === 'string' ? line : line(c));
            expect(countSentences(text), text).toBe(1);
            expect(text, text).not.toMatch(/[{}$']|undefined|\s[,.]|\s{2}/);
          }
        }
      }
    });

    it(`keeps ${id} to the illustrator’s keys`, () => {
      const places = [theme.start, ...theme.places, theme.visit.place];
      for (const place of places) expect(SETTINGS).toContain(place.key);
      const props = [
        ...places.flatMap((place) => place.props),
        ...[...theme.companions, theme.visit.guide].map((companion) => companion.prop),
        ...theme.facts.map((fact) => fact.prop),
        ...theme.calm.map((night) => night.prop),
        ...theme.keepsakes.map((keepsake) => keepsake.prop),
      ].filter((prop) => prop !== undefined);
      for (const prop of props) expect(PROPS).toContain(prop);
    });
  }

  it('uses only keys the illustrator draws', () => {
    for (const setting of SETTINGS) expect(SETTING_KEYS).toContain(setting);
    for (const prop of PROPS) expect(PROP_KEYS).toContain(prop);
  });

  it('writes the wish lines as single sentences too', () => {
    const c = contextFor(themes.space, casts[2]!.cast, 'middle');
    for (const wish of wishes) {
      for (const line of [wish.intro, wish.ending]) {
        const text = finish(typeof line === 'string' ? line : line(c));
        expect(countSentences(text), text).toBe(1);
      }
    }
  });
});

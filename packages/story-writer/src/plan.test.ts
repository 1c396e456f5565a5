import { describe, expect, it } from 'vitest';
import { storyLengthFor } from '@pourquoi/shared';
import { writeOfflineStory } from './compose.js';
import { planOfPages, planOfWrittenStory, planProblems, type PagePlan, type StoryPlan } from './plan.js';

const plan: StoryPlan = {
  places: [
    { setting: 'farm', name: 'la ferme de Mamie Jeanne' },
    { setting: 'forest', name: 'la forêt' },
    { setting: 'bedroom', name: 'la chambre' },
  ],
  characters: [{ name: 'Pompon', prop: 'rabbit' }, { name: 'le coq', prop: 'bird' }, { name: 'Mamie Jeanne' }],
};
const page = (overrides: Partial<PagePlan> = {}): PagePlan => ({
  place: 0,
  timeOfDay: 'day',
  action: 'explore',
  props: [],
  ...overrides,
});

describe('story plan', () => {
  it('accepts pages that follow the plan: places in order, the hour drawn, who is named drawn', () => {
    expect(
      planProblems(plan, [
        { text: 'Léa arrive à la ferme de Mamie Jeanne avec Pompon.', plan: page({ props: ['rabbit'] }) },
        { text: 'Le coq chante sous le soleil. Mamie Jeanne rit.', plan: page({ props: ['bird'] }) },
        { text: 'Dans la forêt, Léa ramasse des pommes de pin.', plan: page({ place: 1 }) },
        { text: 'Léa se glisse sous sa couette.', plan: page({ place: 2, timeOfDay: 'night' }) },
      ]),
    ).toEqual([]);
  });

  it('names each page that leaves the plan, and why', () => {
    expect(
      planProblems(plan, [
        { text: 'Pompon saute dans le foin.', plan: page() },
        { text: 'Léa entre dans la forêt.', plan: page({ place: 1 }) },
        { text: 'Retour à la ferme, il fait nuit.', plan: page({ place: 0 }) },
        { text: 'Une jeep arrive dans la savane.', plan: page({ place: 7 }) },
      ]),
    ).toEqual([
      'page 1 : le texte nomme un personnage dessiné « rabbit » absent de props',
      'page 3 : revient à « la ferme de Mamie Jeanne », que le plan avait quitté',
      'page 3 : le texte dit night, le plan de la page dit day',
      "page 4 : le lieu 7 n'est pas dans le plan",
    ]);
  });

  it('makes the plan of pages planned one by one: each run of one setting is a place', () => {
    const pages = [
      { setting: 'farm', timeOfDay: 'day' as const, action: 'arrive', props: ['bird'] },
      { setting: 'farm', timeOfDay: 'day' as const, action: 'explore', props: [] },
      { setting: 'forest', timeOfDay: 'dusk' as const, action: 'discover', props: [] },
      { setting: 'bedroom', timeOfDay: 'night' as const, action: 'sleep', props: [] },
    ];
    const made = planOfPages(pages, plan.characters, (setting) => `le lieu ${setting}`);
    expect(made.plan.places).toEqual([
      { setting: 'farm', name: 'le lieu farm' },
      { setting: 'forest', name: 'le lieu forest' },
      { setting: 'bedroom', name: 'le lieu bedroom' },
    ]);
    expect(made.pages.map((planned) => planned.place)).toEqual([0, 0, 1, 2]);
    expect(made.pages[0]).toEqual({ place: 0, timeOfDay: 'day', action: 'arrive', props: ['bird'] });
  });
});

describe('the offline writer against its plan', () => {
  it('writes 40 stories whose every page follows the plan made of its moments', () => {
    const problems: string[] = [];
    for (let seed = 1; seed <= 40; seed += 1) {
      const story = writeOfflineStory({
        heroes: [{ name: 'Léa', age: 6, gender: 'girl' }],
        includeChildren: true,
        storyType: (['adventure', 'sleep', 'dream', 'courage'] as const)[seed % 4]!,
        theme: 'surprise',
        length: storyLengthFor(10, [6]),
        prompt: seed % 2 ? 'avec son doudou lapin Pompon et Mamie Jeanne' : null,
        seed,
      });
      const { plan, pages } = planOfWrittenStory(story);
      expect(plan.places.length).toBeGreaterThan(0);
      problems.push(
        ...planProblems(
          plan,
          story.pages.map((text, index) => ({ text, plan: pages[index]! })),
        ),
      );
    }
    expect(problems).toEqual([]);
  });
});

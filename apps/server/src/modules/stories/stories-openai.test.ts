import { MAX_STORY_PICTURES, storyLengthFor } from '@pourquoi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/app.js';
import { childInput, signedInParent } from '../../../test/helpers/factories.js';
import { ONE_PIXEL_PNG, startFakeOpenAi } from '../../../test/fakes/openai-server.js';
import { subscribe } from '../../../test/helpers/subscription.js';
import { storyWhenIllustrated } from '../../../test/helpers/stories.js';

/** The pages asked for 5 minutes for Léa (born in 2022, so under 9). */
const PAGES = storyLengthFor(5, [4]).pages;
const page = (text: string) => ({ text, place: 0, time_of_day: 'night', action: 'explore', props: ['star'] });
const plan = {
  places: [{ setting: 'space', name: 'la fusée de [ENFANT_1]' }],
  characters: [{ name: 'Biscotte', drawn_as: 'cat' }],
};
const goodStory = JSON.stringify({
  title: '[ENFANT_1] et la fusée des rêves',
  plan,
  pages: Array.from({ length: PAGES }, (_, index) =>
    index === 3
      ? {
          ...page('Biscotte saute sur les genoux de [ENFANT_1] en ronronnant. Ils regardent la Terre.'),
          time_of_day: 'day',
        }
      : page(`[ENFANT_1] monte dans la fusée numéro ${index + 1}. Les étoiles lui font un clin d’œil.`),
  ),
});

/** A subscribed parent and their daughter Léa, born in 2022 (so PAGES pages for 5 minutes). */
async function subscriberWithLea(t: ReturnType<typeof useTestApp>) {
  const parent = await signedInParent(t.app);
  await subscribe(t.database.db, parent.user.id, { until: new Date('2027-01-01T00:00:00Z') });
  const lea = (
    await parent.call('POST', '/api/children', childInput({ name: 'Léa', gender: 'girl', birth_year: 2022 }))
  ).json();
  return { parent, lea };
}

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
beforeAll(async () => {
  // First answer: not the JSON asked for; the writer tries once more with the error quoted.
  fake = await startFakeOpenAi({ replies: ['Il était une fois… (pas de JSON)', '```json\n' + goodStory + '\n```'] });
});
afterAll(async () => fake.close());

describe('stories with an OpenAI-compatible writer and illustrator', () => {
  const t = useTestApp({
    env: {
      AI_PROVIDER: 'openai',
      IMAGE_PROVIDER: 'openai',
      get AI_BASE_URL() {
        return fake.baseUrl;
      },
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'modele-histoires',
      IMAGE_MODEL: 'modele-images',
    },
  });

  it('asks the model for JSON, retries once with the error, and draws each page with the hero sheets', async () => {
    const { parent, lea } = await subscriberWithLea(t);
    const before = fake.received.length;
    const response = await parent.call('POST', '/api/stories/generate', {
      children: [lea],
      duration: 5,
      story_type: 'sleep',
      theme: 'space',
      include_children: true,
      prompt: 'avec son chat roux Biscotte',
    });
    expect(response.statusCode).toBe(200);
    const story = response.json();
    expect(story).toMatchObject({ title: 'Léa et la fusée des rêves', provider: 'openai' });
    expect(story.pages).toHaveLength(PAGES);
    expect(story.pages[0]).toBe('Léa monte dans la fusée numéro 1. Les étoiles lui font un clin d’œil.');

    const [first, second] = fake.received.slice(before);
    expect(first?.model).toBe('modele-histoires');
    const system = first?.messages[0]?.content ?? '';
    // The model reads a placeholder; the family reads the name (decision 0020).
    expect(system).toContain('[ENFANT_1] (une fille de');
    expect(system).toContain("Histoire pour s'endormir");
    expect(system).toContain(`exactement ${PAGES} pages`);
    expect(first?.messages[1]?.content).toContain('« avec son chat roux Biscotte »');
    expect(first?.messages[1]?.content).toContain('sous ce nom, jamais sous un autre');
    expect(second?.messages.at(-1)?.content).toContain("n'était pas valide");

    const full = await storyWhenIllustrated(parent, story.id);
    expect(full.illustrations_status).toBe('complete');
    expect(full.page_illustrations['1']).toBe(ONE_PIXEL_PNG);
    expect(fake.imagePrompts).toHaveLength(Math.min(PAGES, MAX_STORY_PICTURES) + 1);
    // The same look on every page: the character sheet is in every prompt.
    const look = /Personnages \(toujours identiques\) : ([^.]+)\./.exec(fake.imagePrompts[1] ?? '')?.[1];
    expect(look).toContain('girl');
    for (const prompt of fake.imagePrompts) expect(prompt).toContain(look);
    // Each page's picture is asked from its plan, which follows its words: the cat the wish
    // named is drawn where page 4 names her, though the model's plan left her out.
    const fourth = fake.imagePrompts.find((prompt) => prompt.includes('Biscotte saute'));
    expect(fourth).toContain(
      'Plan de la page : lieu la fusée de [ENFANT_1] (space), action explore, à dessiner aussi : cat, star.',
    );
    // The family's child is never named to the illustrator, not even in the place's name.
    for (const prompt of fake.imagePrompts) expect(prompt).not.toContain('Léa');
  });
});

describe('a model story that leaves its plan', () => {
  const offPlan = JSON.stringify({
    title: 'La fusée des rêves',
    plan,
    pages: Array.from({ length: PAGES }, (_, index) =>
      index === 1
        ? { ...page('Biscotte ronronne en plein soleil.'), place: 0, props: [] }
        : index === 2
          ? { ...page('Une vieille jeep arrive.'), place: 4 }
          : page(`La fusée numéro ${index + 1} file entre les étoiles.`),
    ),
  });
  const onPlan = JSON.stringify({
    title: 'La fusée des rêves',
    plan,
    pages: Array.from({ length: PAGES }, (_, index) => page(`La fusée numéro ${index + 1} file entre les étoiles.`)),
  });
  let planFake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeAll(async () => {
    planFake = await startFakeOpenAi({ replies: [offPlan, onPlan] });
  });
  afterAll(async () => planFake.close());

  const t = useTestApp({
    env: {
      AI_PROVIDER: 'openai',
      get AI_BASE_URL() {
        return planFake.baseUrl;
      },
      AI_API_KEY: 'sk-test',
    },
  });

  it('is asked once more, told which pages leave the plan and why, and the second answer is kept', async () => {
    const { parent, lea } = await subscriberWithLea(t);
    const response = await parent.call('POST', '/api/stories/generate', {
      children: [lea],
      duration: 5,
      story_type: 'dream',
      theme: 'space',
      include_children: false,
      prompt: 'avec son chat Biscotte',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().pages[1]).toBe('La fusée numéro 2 file entre les étoiles.');

    const [, retry] = planFake.received;
    const told = retry?.messages.at(-1)?.content ?? '';
    expect(told).toContain('page 2 : le texte dit day, le plan de la page dit night');
    expect(told).toContain('page 2 : le texte nomme un personnage dessiné « cat » absent de props');
    expect(told).toContain("page 3 : le lieu 4 n'est pas dans le plan");
    expect(planFake.received).toHaveLength(2);
  });
});

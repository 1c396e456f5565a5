import { MAX_STORY_PICTURES, storyLengthFor } from '@pourquoi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.js';
import { childInput, signedInParent } from './helpers/factories.js';
import { subscribe } from './helpers/subscription.js';
import { type ReceivedChat, startFakeOpenAi } from './fakes/openai-server.js';
import { storyWhenIllustrated } from './helpers/stories.js';

/**
 * Decision 0020, "children's names stay home": every request any provider receives (the chat
 * model, the story writer, the illustrator, the moderation endpoint, a guard model) is read
 * here, and no child's first name is in any of them; the family still reads the names.
 */
const storyJson = JSON.stringify({
  title: '[ENFANT_1] et la fusée des rêves',
  // A place named after a child: its name reaches the illustrator as a placeholder too.
  plan: { places: [{ setting: 'space', name: 'la fusée de [ENFANT_1]' }], characters: [] },
  // The pages asked for 5 minutes (the youngest, Léa, is under 9).
  pages: Array.from({ length: storyLengthFor(5, [5]).pages }, (_, index) => ({
    text: `[ENFANT_1] et [ENFANT_2] montent dans la fusée numéro ${index + 1}. Les étoiles sourient à [ENFANT_2].`,
    place: 0,
    time_of_day: 'night',
    action: 'explore',
    props: ['star'],
  })),
});
const answer = (request: ReceivedChat) => {
  if (request.model === 'garde') return '{"verdict":"safe","category":"none"}';
  if (request.response_format?.type === 'json_object') return storyJson;
  return 'Bonne question, [ENFANT_1] ! Le ciel est bleu parce que la lumière du soleil se disperse dans l’air.';
};

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
beforeAll(async () => {
  fake = await startFakeOpenAi({ answer });
});
afterAll(async () => fake.close());

/** Case and accents folded, escapes read: « LÉA », « Lea » and « l\u00e9a » are all found. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const namesIn = (body: string, names: string[]) =>
  names.filter((name) => new RegExp(`(?<![a-z])${fold(name)}(?![a-z])`).test(fold(JSON.stringify(JSON.parse(body)))));

describe.each([
  ['the moderation endpoint', { MODERATION: 'local+provider' }],
  ['a guard model', { MODERATION: 'local+guard', GUARD_MODEL: 'garde' }],
])('children’s names stay home, with %s', (_label, moderation) => {
  const t = useTestApp({
    env: {
      ...moderation,
      AI_PROVIDER: 'openai',
      IMAGE_PROVIDER: 'openai',
      get AI_BASE_URL() {
        return fake.baseUrl;
      },
      get GUARD_BASE_URL() {
        return fake.baseUrl;
      },
      AI_API_KEY: 'sk-test',
    },
  });

  it('sends no child’s name to any provider, and gives the family the names back', async () => {
    const before = fake.bodies.length;
    const parent = await signedInParent(t.app);
    await subscribe(t.database.db, parent.user.id, { until: new Date('2027-12-01T00:00:00Z') });
    const add = async (name: string, gender: 'girl' | 'boy', year: number) =>
      (await parent.call('POST', '/api/children', childInput({ name, gender, birth_year: year }))).json();
    const lea = await add('Léa', 'girl', 2021);
    const noe = await add('Noé', 'boy', 2019);

    const asked = await parent.call('POST', '/api/chat', {
      message: 'Pourquoi le ciel est bleu ? demande LEA, et Noé aussi veut savoir',
      child_id: lea.id,
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ moderated: false });
    expect(asked.json().response).toMatch(/^Bonne question, Léa !/);

    const followed = await parent.call('POST', '/api/chat', {
      message: 'Plus d’informations',
      child_id: lea.id,
      feedback_type: 'more_info',
      conversation_id: asked.json().conversation_id,
      continue_conversation: true,
    });
    expect(followed.statusCode).toBe(200);

    const streamed = await parent.call('POST', '/api/chat/stream', {
      message: 'Pourquoi Noé a peur du noir ?',
      child_id: noe.id,
    });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.body).toContain('Bonne question, Noé !');

    const written = await parent.call('POST', '/api/stories/generate', {
      children: [lea, noe],
      duration: 5,
      story_type: 'sleep',
      theme: 'space',
      include_children: true,
      prompt: 'avec le chat roux de Léa',
    });
    expect(written.statusCode).toBe(200);
    const story = written.json();
    expect(story.title).toBe('Léa et la fusée des rêves');
    expect(story.pages[0]).toBe('Léa et Noé montent dans la fusée numéro 1. Les étoiles sourient à Noé.');

    const full = await storyWhenIllustrated(parent, story.id);
    expect(full.illustrations_status).toBe('complete');

    const sent = fake.bodies.slice(before);
    // Each kind of call was made: the screening's, the chat's, the writer's, the illustrator's.
    const moderations = moderation.MODERATION === 'local+provider' ? fake.moderated.length : 0;
    expect(sent.some((body) => body.includes('"garde"')) || moderations > 0).toBe(true);
    expect(sent.some((body) => body.includes('"stream":true'))).toBe(true);
    expect(sent.some((body) => body.includes('json_object'))).toBe(true);
    // Each picture: the cover and the pages drawn (product.md#d12-story-pictures).
    expect(sent.filter((body) => body.includes('"prompt"')).length).toBe(
      Math.min(storyLengthFor(5, [5]).pages, MAX_STORY_PICTURES) + 1,
    );
    for (const body of sent) expect(namesIn(body, ['Léa', 'Noé'])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/app.js';
import { childInput, signedInParent } from '../../../test/helpers/factories.js';
import { subscribe } from '../../../test/helpers/subscription.js';

const DAY = 24 * 60 * 60 * 1000;
type Parent = Awaited<ReturnType<typeof signedInParent>>;

describe('history', () => {
  const t = useTestApp();

  async function payingParent() {
    const parent = await signedInParent(t.app);
    await subscribe(t.database.db, parent.user.id, { until: new Date('2027-06-01T00:00:00Z') });
    return parent;
  }
  const addChild = async (parent: Parent, name: string, birthYear = 2019) =>
    (await parent.call('POST', '/api/children', childInput({ name, birth_year: birthYear }))).json() as { id: string };
  const ask = async (parent: Parent, childId: string, message: string) =>
    (await parent.call('POST', '/api/chat', { message, child_id: childId })).json() as {
      conversation_id: string;
      message_id: string;
    };
  const list = async (parent: Parent, query = '') =>
    (await parent.call('GET', `/api/conversations${query}`)).json() as Array<{
      id: string;
      child_id: string;
      messages: Array<{ id: string; content: string; favorite: boolean }>;
    }>;

  it('keeps 7 days on the trial, everything on a paid plan', async () => {
    const parent = await signedInParent(t.app);
    const child = await addChild(parent, 'Léa');
    await ask(parent, child.id, 'Pourquoi le ciel est bleu ?');
    t.clock.advance(6 * DAY);
    expect(await list(parent)).toHaveLength(1);
    t.clock.advance(2 * DAY);
    expect(await list(parent)).toHaveLength(0);

    await subscribe(t.database.db, parent.user.id, {
      planId: 'essential_monthly',
      until: new Date('2027-06-01T00:00:00Z'),
    });
    expect(await list(parent)).toHaveLength(1);
  });

  it('finds answers in French: accents, plurals and verb forms folded', async () => {
    const parent = await payingParent();
    const child = await addChild(parent, 'Tom');
    const dinosaurs = await ask(parent, child.id, 'Pourquoi les dinosaures ont disparu ?');
    const stars = await ask(parent, child.id, 'Pourquoi les étoiles brillent ?');
    await ask(parent, child.id, 'Pourquoi il pleut ?');

    const found = (query: string) => list(parent, `?q=${encodeURIComponent(query)}`);
    expect((await found('dinosaure')).map((conversation) => conversation.id)).toEqual([dinosaurs.conversation_id]);
    expect((await found('DINOSAURES')).map((conversation) => conversation.id)).toEqual([dinosaurs.conversation_id]);
    expect((await found('etoile')).map((conversation) => conversation.id)).toEqual([stars.conversation_id]);
    expect((await found('brille')).map((conversation) => conversation.id)).toContain(stars.conversation_id);
    expect(await found('hippopotame')).toEqual([]);
    expect(await list(parent, `?child_id=${child.id}&q=`)).toHaveLength(3);
  });

  it('stars an answer, filters favourites, and keeps every id to its own family', async () => {
    const parent = await payingParent();
    const lea = await addChild(parent, 'Léa');
    const tom = await addChild(parent, 'Tom');
    const first = await ask(parent, lea.id, 'Pourquoi la mer est salée ?');
    await ask(parent, tom.id, 'Pourquoi il pleut ?');
    const url = `/api/conversations/${first.conversation_id}/messages/${first.message_id}/favorite`;

    expect((await parent.call('PUT', url)).json()).toEqual({ favorite: true });
    const favourites = await list(parent, '?favorites=true');
    expect(favourites.map((conversation) => conversation.id)).toEqual([first.conversation_id]);
    expect(favourites[0]?.messages.find((message) => message.id === first.message_id)?.favorite).toBe(true);
    expect(await list(parent, `?favorites=true&child_id=${tom.id}`)).toEqual([]);
    expect((await parent.call('PUT', url, { favorite: true })).json()).toEqual({ favorite: true });
    expect((await parent.call('PUT', url, { favorite: false })).json()).toEqual({ favorite: false });
    expect(await list(parent, '?favorites=true')).toEqual([]);

    const stranger = await payingParent();
    expect((await stranger.call('PUT', url)).statusCode).toBe(404);
    expect((await stranger.call('GET', `/api/conversations?child_id=${lea.id}`)).json()).toEqual([]);
    expect((await stranger.call('GET', `/api/children/${lea.id}/export`)).statusCode).toBe(404);
    expect((await stranger.call('GET', `/api/children/${lea.id}/advanced-stats`)).statusCode).toBe(404);
    expect((await parent.call('PUT', '/api/conversations/x/messages/y/favorite')).statusCode).toBe(404);
  });

  it('counts questions per child, in total and today', async () => {
    const parent = await payingParent();
    const lea = await addChild(parent, 'Léa');
    await addChild(parent, 'Tom');
    await ask(parent, lea.id, 'Pourquoi il pleut ?');
    t.clock.advance(DAY);
    const today = await ask(parent, lea.id, 'Pourquoi la lune change de forme ?');
    await parent.call('POST', '/api/chat', {
      message: 'Pourquoi la lune change de forme ?',
      child_id: lea.id,
      feedback_type: 'too_hard',
      conversation_id: today.conversation_id,
    });
    const stats = (await parent.call('GET', '/api/history/stats')).json();
    expect(stats).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ child_name: 'Léa', total_questions: 2, questions_today: 1 }),
        expect.objectContaining({ child_name: 'Tom', total_questions: 0, questions_today: 0 }),
      ]),
    );
  });

  it('gives advanced statistics and exports on a paid plan only', async () => {
    const trial = await signedInParent(t.app);
    const trialChild = await addChild(trial, 'Nina');
    const refused = await trial.call('GET', `/api/children/${trialChild.id}/advanced-stats`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Les statistiques avancées sont réservées aux abonnés Premium');
    const noExport = await trial.call('GET', `/api/children/${trialChild.id}/export`);
    expect(noExport.statusCode).toBe(403);
    expect(noExport.json().detail).toBe("L'export des données est réservé aux abonnés Premium");

    const parent = await payingParent();
    const child = await addChild(parent, 'Léa Émilie');
    const answer = await ask(parent, child.id, 'Pourquoi les chats ronronnent ?');
    await ask(parent, child.id, 'Pourquoi le ciel est bleu ?');
    await parent.call('POST', '/api/feedback', {
      message_id: answer.message_id,
      child_id: child.id,
      feedback: 'too_hard',
    });
    await parent.call('POST', '/api/stories/generate', { children: [child.id], story_type: 'sleep', theme: 'space' });

    const stats = (await parent.call('GET', `/api/children/${child.id}/advanced-stats`)).json();
    expect(stats.topics).toEqual(
      expect.arrayContaining([
        { topic: 'animals', label: 'Les animaux', count: 1 },
        expect.objectContaining({ count: 1 }),
      ]),
    );
    expect(stats.weeks).toHaveLength(1); // the account's first week (decision 0014)
    expect(stats.weeks.at(-1).count).toBe(2);
    expect(stats.levels.length).toBe(2);
    expect(stats.current_level).toBeLessThan(stats.levels[0].level);

    // The simpler answer it asks for: its request is not a question of its own in the text export.
    await parent.call('POST', '/api/chat', {
      message: 'Pourquoi les chats ronronnent ?',
      child_id: child.id,
      conversation_id: answer.conversation_id,
      feedback_type: 'too_hard',
    });
    const json = await parent.call('GET', `/api/children/${child.id}/export?format=json`);
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toContain("filename*=UTF-8''pourquoi-lea-emilie-2026-11-21.json");
    const data = json.json();
    expect(data.child.name).toBe('Léa Émilie');
    expect(data.conversations).toHaveLength(2);
    expect(data.stories).toHaveLength(1);
    expect(data.stories[0].pages.length).toBeGreaterThan(3);

    const text = await parent.call('GET', `/api/children/${child.id}/export?format=text`);
    expect(text.headers['content-type']).toContain('text/plain');
    expect(text.body).toContain('Pourquoi ? · les données de Léa Émilie');
    expect(text.body.split('Question : Pourquoi les chats ronronnent ?')).toHaveLength(2);
    expect(text.body).toContain('(avis : Trop difficile)');
    expect(text.body).toContain('== Histoires (1) ==');
  });
});

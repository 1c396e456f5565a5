import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/app.js';
import { childInput, signedInParent } from '../../../test/helpers/factories.js';
import { subscribe } from '../../../test/helpers/subscription.js';

type Parent = Awaited<ReturnType<typeof signedInParent>>;

describe('usage: favourites and exports (product.md#status-and-usage, decision 0014)', () => {
  const t = useTestApp();

  const usage = async (parent: Parent) => (await parent.call('GET', '/api/monetization/usage')).json();
  async function familyWithAnswers() {
    const parent = await signedInParent(t.app);
    await subscribe(t.database.db, parent.user.id);
    const child = (await parent.call('POST', '/api/children', childInput({ name: 'Léa' }))).json();
    const ask = async (message: string) =>
      (await parent.call('POST', '/api/chat', { message, child_id: child.id })).json() as {
        conversation_id: string;
        message_id: string;
      };
    return { parent, child, answers: [await ask('Pourquoi il pleut ?'), await ask('Pourquoi la mer est salée ?')] };
  }
  const favoriteUrl = ({ conversation_id, message_id }: { conversation_id: string; message_id: string }) =>
    `/api/conversations/${conversation_id}/messages/${message_id}/favorite`;

  it('counts the answers the family starred, as they are starred and unstarred', async () => {
    const { parent, answers } = await familyWithAnswers();
    const other = await familyWithAnswers();
    expect(await usage(parent)).toMatchObject({ favoriteMessages: 0 });

    await parent.call('PUT', favoriteUrl(answers[0]!), { favorite: true });
    await parent.call('PUT', favoriteUrl(answers[1]!), { favorite: true });
    await other.parent.call('PUT', favoriteUrl(other.answers[0]!), { favorite: true });
    expect(await usage(parent)).toMatchObject({ favoriteMessages: 2 });
    await parent.call('PUT', favoriteUrl(answers[0]!), { favorite: false });
    expect(await usage(parent)).toMatchObject({ favoriteMessages: 1 });
    expect(await usage(other.parent)).toMatchObject({ favoriteMessages: 1 });
  });

  it('counts each child’s data file downloaded, not a refused one', async () => {
    const { parent, child } = await familyWithAnswers();
    const trial = await signedInParent(t.app);
    const trialChild = (await trial.call('POST', '/api/children', childInput())).json();
    expect(await usage(parent)).toMatchObject({ exportCount: 0 });

    expect((await parent.call('GET', `/api/children/${child.id}/export?format=json`)).statusCode).toBe(200);
    expect((await parent.call('GET', `/api/children/${child.id}/export?format=text`)).statusCode).toBe(200);
    expect((await trial.call('GET', `/api/children/${trialChild.id}/export`)).statusCode).toBe(403);
    expect(await usage(parent)).toMatchObject({ exportCount: 2 });
    expect(await usage(trial)).toMatchObject({ exportCount: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { freeVersionLimits, storyMessages, upgradeMessages } from '@pourquoi/shared';
import { useTestApp } from '../../../test/helpers/app.js';
import { childInput, signedInParent } from '../../../test/helpers/factories.js';
import { storyWhenIllustrated } from '../../../test/helpers/stories.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
type Parent = Awaited<ReturnType<typeof signedInParent>>;

describe('the free version after the trial (product.md#d3-free-version)', () => {
  const t = useTestApp();

  const ask = (parent: Parent, childId: string, message: string) =>
    parent.call('POST', '/api/chat', { message, child_id: childId });
  const permission = async (parent: Parent, action: string) =>
    (await parent.call('GET', `/api/monetization/check-permission?action=${action}`)).json();
  const conversations = async (parent: Parent) =>
    ((await parent.call('GET', '/api/conversations')).json() as Array<{ messages: Array<{ content: string }> }>).map(
      (conversation) => conversation.messages[0]?.content,
    );

  it('keeps 1 question a day, 1 child, 7 days of history and the stories already made, nothing new', async () => {
    // The trial: a question and a story on the first day, another question on the fifth.
    const parent = await signedInParent(t.app);
    const child = (await parent.call('POST', '/api/children', childInput({ name: 'Léa' }))).json();
    expect((await ask(parent, child.id, 'Pourquoi le ciel est bleu ?')).statusCode).toBe(200);
    const made = await parent.call('POST', '/api/stories/generate', {
      children: [child],
      duration: 5,
      story_type: 'sleep',
      theme: 'space',
      include_children: true,
      prompt: null,
    });
    expect(made.statusCode).toBe(200);
    const story = await storyWhenIllustrated(parent, made.json().id);
    t.clock.advance(4 * DAY);
    expect((await ask(parent, child.id, 'Pourquoi il pleut ?')).statusCode).toBe(200);

    // Day 9: the trial is over, no plan was bought.
    t.clock.advance(4 * DAY + HOUR);
    expect((await parent.call('GET', '/api/monetization/status')).json()).toMatchObject({
      plan_id: 'free_trial',
      status: 'expired',
      is_premium: false,
      trial_days_remaining: 0,
      trial_end: '2026-11-28T09:00:00.000Z',
    });
    expect((await parent.call('GET', '/api/monetization/usage')).json()).toMatchObject({
      questionsToday: 0,
      questionsPerDay: 1,
      questionsRemainingToday: 1,
      childrenCount: 1,
      maxChildren: 1,
      historyDays: 7,
      storiesThisMonth: 1,
      maxStories: 0,
      canGenerateStory: false,
      storiesRemaining: 0,
    });
    expect(freeVersionLimits).toEqual({ questionsPerDay: 1, childProfiles: 1, historyDays: 7, storiesPerMonth: 0 });

    // One question today, then the quota's refusal.
    expect(await permission(parent, 'ask_question')).toEqual({ allowed: true, reason: null, upgradeRequired: false });
    expect((await ask(parent, child.id, 'Pourquoi la lune change de forme ?')).statusCode).toBe(200);
    const second = await ask(parent, child.id, 'Pourquoi les chats ronronnent ?');
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({
      code: 'question_not_allowed',
      detail: { message: upgradeMessages.ask_question },
    });
    expect(await permission(parent, 'ask_question')).toEqual({
      allowed: false,
      reason: upgradeMessages.ask_question,
      upgradeRequired: true,
    });
    expect((await parent.call('GET', '/api/monetization/usage')).json()).toMatchObject({
      questionsToday: 1,
      questionsRemainingToday: 0,
    });

    // One child.
    const brother = await parent.call('POST', '/api/children', childInput({ name: 'Tom' }));
    expect(brother.statusCode).toBe(400);
    expect(brother.json()).toMatchObject({
      code: 'child_limit_reached',
      detail: { error: 'child_limit_reached', message: upgradeMessages.add_child },
    });

    // No new story; the one made during the trial stays readable.
    const refused = await parent.call('POST', '/api/stories/generate', {
      children: [child],
      duration: 5,
      story_type: 'adventure',
      theme: 'pirates',
      include_children: true,
      prompt: null,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(storyMessages.notAllowed);
    expect((await parent.call('GET', '/api/stories')).json().map((kept: { id: string }) => kept.id)).toEqual([
      story.id,
    ]);
    const read = await parent.call('GET', `/api/stories/${story.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ title: story.title, pages: story.pages });

    // Seven days of history: the first day's question is gone, the fifth day's stays.
    expect(await conversations(parent)).toEqual(['Pourquoi la lune change de forme ?', 'Pourquoi il pleut ?']);

    // No export or advanced statistics.
    expect(await permission(parent, 'export_data')).toMatchObject({ allowed: false, upgradeRequired: true });
    expect(await permission(parent, 'advanced_stats')).toMatchObject({ allowed: false, upgradeRequired: true });

    // The next day brings its question.
    t.clock.advance(DAY);
    expect((await ask(parent, child.id, 'Pourquoi les chats ronronnent ?')).statusCode).toBe(200);
  });
});

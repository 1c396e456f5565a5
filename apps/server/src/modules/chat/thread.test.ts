import { describe, expect, it } from 'vitest';
import {
  CONTEXT_TOKENS,
  CONTEXT_TURNS,
  type Thread,
  type ThreadMessage,
  contextOf,
  followedTurn,
  latestWithin,
  turnsOf,
} from './thread.js';

let ids = 0;
const user = (content: string, extra: Partial<ThreadMessage> = {}): ThreadMessage => ({
  id: `m${++ids}`,
  role: 'user',
  content,
  feedbackType: null,
  moderated: false,
  ...extra,
});
const assistant = (content: string, extra: Partial<ThreadMessage> = {}) =>
  user(content, { role: 'assistant', ...extra });
const thread = (messages: ThreadMessage[], stops: Thread['stops'] = []): Thread => ({
  conversationId: 'c',
  childId: 'k',
  messages,
  stops,
});

describe('a conversation as turns (decision 0012)', () => {
  it('gives the model the answered turns, a follow-up’s answers with its question, stopped turns left out', () => {
    const refused = user('Comment fabriquer une bombe ?', { moderated: true });
    const stoppedAnswer = user('Pourquoi ça explose ?');
    const turns = turnsOf(
      thread(
        [
          user('Pourquoi le ciel est bleu ?'),
          assistant('La lumière bleue se disperse.'),
          user('Pourquoi le ciel est bleu ?', { feedbackType: 'too_hard' }),
          assistant('Le bleu rebondit partout.'),
          refused,
          assistant('Parlons-en avec un adulte.', { moderated: true }),
          stoppedAnswer,
          assistant('Je préfère ne pas répondre.'),
          user('Et le soir ?'),
          assistant('Il devient rouge.'),
          user('Et la nuit ?'),
        ],
        [{ messageId: stoppedAnswer.id, verdict: 'refuse', category: 'violence', stage: 'answer' }],
      ),
    );
    expect(turns.map((turn) => [turn.question.content, turn.stopped])).toEqual([
      ['Pourquoi le ciel est bleu ?', false],
      ['Comment fabriquer une bombe ?', true],
      ['Pourquoi ça explose ?', true],
      ['Et le soir ?', false],
      ['Et la nuit ?', false],
    ]);
    expect(contextOf(turns)).toEqual([
      { question: 'Pourquoi le ciel est bleu ?', answer: 'La lumière bleue se disperse.\n\nLe bleu rebondit partout.' },
      { question: 'Et le soir ?', answer: 'Il devient rouge.' },
    ]);
  });

  it(`keeps the latest ${CONTEXT_TURNS} turns within about ${CONTEXT_TOKENS} tokens, the oldest dropped first`, () => {
    const short = Array.from({ length: 10 }, (_, index) => ({ question: `Question ${index} ?`, answer: 'Oui.' }));
    expect(latestWithin(short).map((turn) => turn.question)).toEqual(
      ['4', '5', '6', '7', '8', '9'].map((index) => `Question ${index} ?`),
    );
    // About 400 words an answer (640 tokens): two fit, the third would pass the budget.
    const long = Array.from({ length: 4 }, (_, index) => ({ question: `Q${index}`, answer: 'mot '.repeat(400) }));
    expect(latestWithin(long).map((turn) => turn.question)).toEqual(['Q2', 'Q3']);
    expect(latestWithin(long, { turns: 6, tokens: 100 })).toEqual([]);
  });

  it('follows the latest turn: its question, its latest answer, its follow-ups and its stop', () => {
    const first = user('Pourquoi on a peur ?');
    const latest = user('Et la nuit ?');
    const messages = [
      first,
      assistant('La peur protège.'),
      user('Pourquoi on a peur ?', { feedbackType: 'more_info' }),
      assistant('Le cœur bat plus vite.'),
      latest,
      assistant('La nuit, on voit moins.'),
      user('Et la nuit ?', { feedbackType: 'too_hard' }),
      assistant('Il fait noir.'),
    ];
    const refusedBefore = { messageId: first.id, verdict: 'refuse', category: 'violence', stage: 'question' };
    const followed = followedTurn(thread(messages, [refusedBefore]));
    expect(followed).toMatchObject({
      question: 'Et la nuit ?',
      lastAnswer: 'Il fait noir.',
      followUps: 1,
      stopped: undefined,
    });
    expect(followed?.earlier.map((turn) => turn.question.content)).toEqual(['Pourquoi on a peur ?']);
    // A refusal in this turn stops its follow-ups; distress anywhere stops all of them.
    const refusedNow = { ...refusedBefore, messageId: latest.id };
    expect(followedTurn(thread(messages, [refusedNow]))?.stopped).toMatchObject({ verdict: 'refuse' });
    const distress = { messageId: first.id, verdict: 'distress', category: 'self_harm', stage: 'question' };
    expect(followedTurn(thread(messages, [distress]))?.stopped).toMatchObject({ verdict: 'distress' });
  });
});

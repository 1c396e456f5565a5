import { describe, expect, it } from 'vitest';
import { questionTopic } from '../topics.js';
import { corpus } from './corpus/index.js';
import { createOfflineEngine, type OfflineChild } from './engine.js';

const seven: OfflineChild = { name: 'Léa', age: 7, gender: 'girl' };
const topic = (id: string) => corpus.find((candidate) => candidate.id === id)!;

describe('the offline engine in a conversation (decision 0012)', () => {
  const engine = createOfflineEngine();
  const sky = ['Pourquoi le ciel est bleu ?'];

  it.each([
    ['et pourquoi ?', '9_to_12'],
    ['Pourquoi ?', '9_to_12'],
    ['ah bon ?', '9_to_12'],
    ['c’est quoi ça ?', 'up_to_5'],
    ['je comprends pas', 'up_to_5'],
  ] as const)('answers %j about the sky it follows, more or more simply', (question, band) => {
    expect(engine.answer(question, seven, undefined, sky)).toEqual({
      text: topic('sky-blue').answers[band],
      topicId: 'sky-blue',
    });
  });

  it.each([
    ['et la lune ?', ['Pourquoi le soleil brille ?'], 'moon'],
    ['et le soir ?', sky, 'sunset-red'],
    ['et les girafes ?', ['Pourquoi les zèbres ont des rayures ?'], 'giraffe-neck'],
    // A new question of its own is read on its own.
    ['Pourquoi il pleut ?', sky, 'rain'],
  ])('reads %j after %j as a question about %s', (question, earlier, topicId) => {
    const answer = engine.answer(question, seven, undefined, earlier);
    expect(answer).toEqual({ text: topic(topicId).answers['6_to_8'], topicId });
  });

  it('follows the topic from turn to turn', () => {
    const earlier = ['Pourquoi le soleil brille ?', 'et la lune ?'];
    expect(engine.answer('et pourquoi ?', seven, undefined, earlier).topicId).toBe('moon');
    // « Trop difficile » on « et la lune ? »: the moon again, more simply.
    expect(engine.answer('et la lune ?', seven, 'too_hard', ['Pourquoi le soleil brille ?']).text).toBe(
      topic('moon').answers.up_to_5,
    );
  });

  it('says it does not know when there is nothing before to lean on', () => {
    expect(engine.answer('et pourquoi ?', seven).topicId).toBeNull();
    expect(engine.answer('c’est quoi ça ?', seven, undefined, ['combien coûte une fusée ?']).topicId).toBeNull();
    expect(engine.answer('et pourquoi ?', seven).text).toMatch(/je ne sais pas encore/i);
  });

  it('gives a follow-up the subject of the conversation in the statistics', () => {
    expect(questionTopic('et pourquoi ?')).toBe('other');
    expect(questionTopic('et pourquoi ?', ['Pourquoi les chats ronronnent ?'])).toBe('animals');
    expect(questionTopic('et la lune ?', sky)).toBe('space');
  });
});

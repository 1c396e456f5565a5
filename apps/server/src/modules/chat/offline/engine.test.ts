import { describe, expect, it } from 'vitest';
import { corpus } from './corpus/index.js';
import { createOfflineEngine, type OfflineChild } from './engine.js';

const child = (age: number, gender: OfflineChild['gender'] = 'girl', name = 'Léa'): OfflineChild => ({
  name,
  age,
  gender,
});
const sky = corpus.find((topic) => topic.id === 'sky-blue')!;

describe('the offline answer engine', () => {
  const engine = createOfflineEngine();

  it('answers the same question at the level of each child', () => {
    const four = engine.answer('Pourquoi le ciel est bleu ?', child(4));
    const ten = engine.answer('Pourquoi le ciel est bleu ?', child(10));
    expect(four).toEqual({ text: sky.answers.up_to_5, topicId: 'sky-blue' });
    expect(ten).toEqual({ text: sky.answers['9_to_12'], topicId: 'sky-blue' });
    expect(ten.text.length).toBeGreaterThan(four.text.length * 2);
  });

  it('answers "trop difficile" more simply and "dis-m\'en plus" more richly, at every age', () => {
    const question = 'Pourquoi le ciel est bleu ?';
    expect(engine.answer(question, child(10), 'too_hard').text).toBe(sky.answers['6_to_8']);
    expect(engine.answer(question, child(7), 'more_info').text).toBe(sky.answers['9_to_12']);
    for (const topic of corpus) {
      const first = engine.answer(topic.phrasings[0]!, child(4)).text;
      const simpler = engine.answer(topic.phrasings[0]!, child(4), 'too_hard').text;
      expect(simpler.length, topic.id).toBeLessThan(first.length);
      expect(first.startsWith(simpler), topic.id).toBe(true);
    }
    const oldest = engine.answer(question, child(15), 'more_info').text;
    expect(oldest).not.toBe(sky.answers['13_plus']);
    expect(oldest).toMatch(/médiathèque/);
  });

  it('picks the band from the age, at its limits too', () => {
    expect(engine.answer('pourquoi le ciel est bleu', child(5)).text).toBe(sky.answers.up_to_5);
    expect(engine.answer('pourquoi le ciel est bleu', child(6)).text).toBe(sky.answers['6_to_8']);
    expect(engine.answer('pourquoi le ciel est bleu', child(12)).text).toBe(sky.answers['9_to_12']);
    expect(engine.answer('pourquoi le ciel est bleu', child(13)).text).toBe(sky.answers['13_plus']);
  });

  it.each([
    ['pourquoi les etoiles brillent', 'stars'],
    ['pourquoi il pleut', 'rain'],
    ['pourkoi le ciel et bleu', 'sky-blue'],
    ['Pourquoi les nuages sont blancs', 'clouds'],
    ['POURQUOI LES ÉTOILES BRILLENT ?', 'stars'],
    ['pk les zèbres ils ont des rayures', 'zebra-stripes'],
    ['pourquoi les astronotes flottent', 'astronauts-float'],
  ])('matches %j despite accents, plurals and typos', (question, topicId) => {
    expect(engine.answer(question, child(7)).topicId).toBe(topicId);
  });

  it('says it does not know yet instead of picking a random topic', () => {
    const answer = engine.answer('combien coûte une voiture de course en Bolivie ?', child(7));
    expect(answer.topicId).toBeNull();
    expect(answer.text).toMatch(/je ne sais pas encore/i);
    expect(answer.text).toMatch(/adulte|grand/);
    expect(answer.text).toMatch(/livre|bibliothèque/);
  });

  it('offers the known questions nearest one it does not know, and none when nothing is near', () => {
    const cats = engine.answer('pourquoi mon chat mordille mes mains', child(7));
    expect(cats.unknown).toBe(true);
    expect(cats.knownQuestions!.length).toBeGreaterThanOrEqual(2);
    expect(cats.knownQuestions!.length).toBeLessThanOrEqual(3);
    const titles = new Set(corpus.map((topic) => topic.title));
    for (const title of cats.knownQuestions!) {
      expect(titles.has(title), title).toBe(true);
      expect(title).toMatch(/chat/i);
    }
    expect(engine.answer('zxqw blorp', child(7)).knownQuestions).toEqual([]);
    expect(engine.answer('Pourquoi le ciel est bleu ?', child(7)).knownQuestions).toBeUndefined();
  });

  it.each([
    'je suis triste tout le temps et je sais pas pourquoi',
    'personne me parle à la récré, j’ai peur d’y retourner',
    'des fois j’ai des idées noires le soir',
  ])('never says "je ne sais pas" to a worry it cannot answer: %s', (question) => {
    for (const age of [5, 8, 12]) {
      const answer = engine.answer(question, child(age));
      expect(answer.text).not.toMatch(/je ne sais pas/i);
      expect(answer.text).toMatch(/adulte|grand/);
      expect(answer.text).toContain('3114');
      expect(answer.text).toContain('119');
    }
  });

  it('words the unknown answer for each band, longer as the child grows', () => {
    const texts = [4, 7, 10, 15].map(
      (age) => engine.answer('quelle est la couleur préférée de la maîtresse', child(age)).text,
    );
    for (let i = 1; i < texts.length; i++) expect(texts[i]!.length).toBeGreaterThan(texts[i - 1]!.length);
    for (const text of texts) expect(text).toContain('Léa');
  });

  it('agrees with the child’s gender and names the child only when there is a name', () => {
    const unknown = (gender: OfflineChild['gender'], name = 'Sam') =>
      engine.answer('quelle est la couleur préférée de la maîtresse', child(7, gender, name)).text;
    expect(unknown('girl')).toContain('curieuse, Sam');
    expect(unknown('boy')).toContain('curieux, Sam');
    expect(unknown('neutral')).not.toMatch(/curieu(x|se)/);
    expect(unknown('neutral', '  ')).toMatch(/^Quelle belle curiosité\u00a0!/);
  });
});

import { describe, expect, it } from 'vitest';
import { intentsOf } from './question-intent.js';

describe('what a question asks besides « pourquoi »', () => {
  it.each([
    ['qui a construit la tour Eiffel', ['who']],
    ['c’était qui le premier président', ['who']],
    ['combien de pattes a une araignée', ['how-many']],
    ['cb de temps vit un hamster', ['how-many']],
    ['où dorment les poissons', ['where']],
    ['en hiver les tortues elles vont ou', ['where']],
  ])('%j asks %j', (question, intents) => {
    expect([...intentsOf(question)]).toEqual(intents);
  });

  it.each([
    'pourquoi les enfants qui dorment ronflent',
    'd’où vient le miel',
    'du lait ou du jus, c’est mieux',
    'pourquoi on compte combien de moutons pour dormir',
    'comment on sait où est le nord',
  ])('%j asks only for a reason or a way', (question) => {
    expect(intentsOf(question).size).toBe(0);
  });
});

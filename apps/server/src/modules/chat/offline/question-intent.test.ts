import { describe, expect, it } from 'vitest';
import { asksOnlyForReason, intentsOf, saysNoLonger } from './question-intent.js';

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

describe('a question that wants only an explanation', () => {
  it.each([
    ['comment la fusée fait pour décoller', true],
    ['pk le sel fond la glace', true],
    ['qui a construit la tour Eiffel', false],
    ['qui était Jeanne d’Arc et pourquoi on la connaît', false],
    ['combien de temps dort un chat et pourquoi autant', false],
  ])('%j: %j', (question, expected) => {
    expect(asksOnlyForReason(question)).toBe(expected);
  });
});

describe('a question about what is gone', () => {
  it.each([
    'pourquoi tonton il a plus de barbe',
    'pourquoi la voisine n’a plus son chat',
    'pourquoi on ne voit plus les étoiles en ville',
    'pk y a plus de neige',
  ])('%j says « no longer »', (question) => {
    expect(saysNoLonger(question)).toBe(true);
  });

  it.each([
    'pourquoi mon frère a plus de bonbons que moi',
    'quel est le plus grand animal',
    'pourquoi rien ne roule plus vite qu’une fusée',
    'pourquoi le guépard court plus vite que le lion',
  ])('%j does not', (question) => {
    expect(saysNoLonger(question)).toBe(false);
  });
});

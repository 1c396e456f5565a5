import { describe, expect, it } from 'vitest';
import { asksOnlyForReason, intentsOf, saysNoLonger, saysRecord, topicIntents, whoDid } from './question-intent.js';

describe('what a question asks besides « pourquoi »', () => {
  it.each([
    ['qui a construit la tour Eiffel', ['who']],
    ['c’était qui le premier président', ['who']],
    ['combien de pattes a une araignée', ['how-many']],
    ['cb de temps vit un hamster', ['how-many']],
    ['où dorment les poissons', ['where']],
    ['en hiver les tortues elles vont ou', ['where']],
    ['kan est-ce qu’on a inventé les jeux vidéo', ['when']],
    ['c’était quand la préhistoire', ['when']],
    ['depuis quand il y a des dinosaures', ['when']],
  ])('%j asks %j', (question, intents) => {
    expect([...intentsOf(question)]).toEqual(intents);
  });

  it.each([
    'pourquoi les enfants qui dorment ronflent',
    'd’où vient le miel',
    'du lait ou du jus, c’est mieux',
    'pourquoi on compte combien de moutons pour dormir',
    'comment on sait où est le nord',
    'quand on mélange le bleu et le jaune ça fait quoi',
  ])('%j asks only for a reason or a way', (question) => {
    expect(intentsOf(question).size).toBe(0);
  });
});

describe('what else a question says', () => {
  it('asks only for an explanation when it asks no fact too (decision 0026)', () => {
    const reasons = ['comment la fusée fait pour décoller', 'pk le sel fond la glace'];
    expect(reasons.filter(asksOnlyForReason)).toEqual(reasons);
    const facts = ['qui était Jeanne d’Arc et pourquoi on la connaît', 'combien de temps dort un chat et pourquoi'];
    expect(facts.filter(asksOnlyForReason)).toEqual([]);
  });

  it('says « no longer », but not in a comparison or « le plus »', () => {
    const gone = [
      'pourquoi tonton il a plus de barbe',
      'pourquoi la voisine n’a plus son chat',
      'pourquoi on ne voit plus les étoiles en ville',
      'pk y a plus de neige',
      // spoken, without « ne »
      'pourquoi mon copain il veut plus être mon copain',
      'pourquoi elle m’aime plus',
      'il joue plus avec moi',
    ];
    expect(gone.filter(saysNoLonger)).toEqual(gone);
    const more = [
      'pourquoi mon frère a plus de bonbons que moi',
      'quel est le plus grand animal',
      'pourquoi rien ne roule plus vite qu’une fusée',
      'pourquoi il veut plus de gâteau',
      'pourquoi il joue plus que moi',
    ];
    expect(more.filter(saysNoLonger)).toEqual([]);
  });
});

describe('records and deeds', () => {
  it('says a record (« le plus », « la moins »), not a comparison', () => {
    const records = [
      'quelle est la plus haute montagne',
      'c’est quoi le plus grand pays du monde',
      'quel animal vit le moins',
    ];
    expect(records.filter(saysRecord)).toEqual(records);
    const others = [
      'est-ce que les montagnes grandissent',
      'il a plus de bonbons que moi',
      'ça pousse de plus en plus',
    ];
    expect(others.filter(saysRecord)).toEqual([]);
  });

  it('finds the deed whose doer « qui a… » asks for', () => {
    expect(whoDid('qui a inventé les jeux vidéo')).toBe('invente');
    expect(whoDid('c’est qui qui a construit la tour Eiffel')).toBe('construit');
    expect(whoDid('pourquoi les gens qui ont froid tremblent')).toBeNull();
  });
});

describe('what a topic answers besides « pourquoi »', () => {
  it('asks « combien » in a phrasing only when its answer gives a number', () => {
    const phrasings = ['comment on répare un vélo', 'combien de temps pour réparer un vélo'];
    expect(topicIntents('Comment on répare un vélo ?', phrasings, 'On change la chambre à air.').size).toBe(0);
    expect([
      ...topicIntents('Comment on répare un vélo ?', phrasings, 'Il faut environ une heure, ou 20 minutes.'),
    ]).toEqual(['how-many']);
    expect([...topicIntents('Combien de roues a un vélo ?', [], 'Réponse.')]).toEqual(['how-many']);
  });
});

import { describe, expect, it } from 'vitest';
import { anglesOf, topicAngles } from './question-angle.js';

describe('the side of a subject a question asks about', () => {
  it.each([
    ['c’est qui qui a inventé la trottinette', 'inventor'],
    ['la brosse à dents elle a été inventée quand', 'inventor'],
    ['le mot girafe il vient d’où', 'word'],
    ['pk on dit « avoir la chair de poule »', 'word'],
    ['pourquoi jeudi ça s’appelle jeudi', 'word'],
    ['comment on fait pour devenir boulanger', 'becoming'],
    ['comment on devient pilote d’avion', 'becoming'],
    ['pourquoi les enfants ont pas le droit de conduire une voiture', 'permission'],
    ['pourquoi c’est interdit de courir à la piscine', 'permission'],
    ['comment ils fabriquaient les épées au moyen âge', 'making'],
    ['comment on a construit la muraille de Chine', 'making'],
    ['comment les gens faisaient pour construire des ponts avant', 'making'],
    ['comment elle a commencé la révolution française', 'beginning'],
    ['comment les dinosaures sont apparus', 'beginning'],
  ])('%j asks %s', (question, angle) => {
    expect([...anglesOf(question)]).toEqual([angle]);
  });

  it.each([
    // a change of state, not a job
    'comment le têtard devient une grenouille',
    // a name, not where the word comes from
    'comment s’appelle la maîtresse de CP',
    // why we must sleep is why we sleep
    'pourquoi on est obligé de manger des légumes',
    'comment on fait les crêpes',
    'pourquoi on commence l’école à 8 heures',
    'comment on invente une histoire',
  ])('%j asks no particular side', (question) => {
    expect(anglesOf(question).size).toBe(0);
  });
});

describe('the sides a topic answers', () => {
  it('answers what its title asks', () => {
    expect([...topicAngles('Comment on devient plongeur ?', [], 'Réponse.')]).toEqual(['becoming']);
  });

  it('answers what a phrasing asks only when its answer says it, for an inventor or a job', () => {
    const phrasings = ['qui a inventé la lampe de poche', 'comment on devient électricien'];
    expect(topicAngles('Comment marche une lampe de poche ?', phrasings, 'La pile pousse le courant.').size).toBe(0);
    const answer = 'Elle a été inventée en 1899. Pour devenir électricien, on fait une formation.';
    expect([...topicAngles('Comment marche une lampe de poche ?', phrasings, answer)]).toEqual([
      'inventor',
      'becoming',
    ]);
  });

  it('reads « je peux pas » and « il faut pas » in a phrasing as a rule', () => {
    const phrasings = ['pourquoi je peux pas grimper sur le toit', 'pourquoi il faut pas courir dans le couloir'];
    expect([...topicAngles('Pourquoi les règles à la maison ?', phrasings, 'Réponse.')]).toEqual(['permission']);
  });
});

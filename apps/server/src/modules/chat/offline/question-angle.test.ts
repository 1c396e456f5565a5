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
    ['est-ce qu’on pourra marcher sur Vénus', 'future'],
    ['pourra-t-on parler aux dauphins', 'future'],
    ['il pèse combien un hippopotame', 'weight'],
    ['c’est lourd une baleine ?', 'weight'],
    ['elle mesure combien la tour de Pise', 'size'],
    ['quelle taille fait un requin', 'size'],
    ['ça dure combien de temps un hiver', 'duration'],
    ['combien ça coûte un vélo', 'price'],
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
    // the present, which topics answer
    'est-ce que la mer va déborder',
    'est-ce que je vais être grand',
    // a count, not a measure; a plane that is heavy, not its weight
    'combien il y a de planètes',
    'comment le bateau flotte alors qu’il est lourd',
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

  it('answers a measure only when its answer gives it, whatever its phrasings ask', () => {
    const phrasings = ['combien pèse un arc-en-ciel', 'combien de temps dure un arc-en-ciel'];
    expect(topicAngles('C’est quoi un arc-en-ciel ?', phrasings, 'Des milliards de gouttes.').size).toBe(0);
    const answer = 'Il dure souvent dix minutes, mais il ne pèse rien.';
    expect([...topicAngles('C’est quoi un arc-en-ciel ?', phrasings, answer)]).toEqual(['duration']);
  });

  it('answers a future only when its answer speaks of it', () => {
    const phrasings = ['est-ce qu’on pourra vivre sur Vénus'];
    expect(topicAngles('C’est comment, Vénus ?', phrasings, 'Il y fait très chaud.').size).toBe(0);
    const answer = 'Il y fait trop chaud : personne n’y vivra, même plus tard.';
    expect([...topicAngles('C’est comment, Vénus ?', phrasings, answer)]).toEqual(['future']);
  });

  it('reads « je peux pas » and « il faut pas » in a phrasing as a rule', () => {
    const phrasings = ['pourquoi je peux pas grimper sur le toit', 'pourquoi il faut pas courir dans le couloir'];
    expect([...topicAngles('Pourquoi les règles à la maison ?', phrasings, 'Réponse.')]).toEqual(['permission']);
  });
});

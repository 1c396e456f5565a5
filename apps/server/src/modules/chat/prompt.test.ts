import { describe, expect, it } from 'vitest';
import { buildChatPrompt } from './prompt.js';

const question = 'Pourquoi le ciel est bleu ?';
const baseInput = { child: { placeholder: '[ENFANT_1]', age: 7, gender: 'girl' as const }, question, level: 3 };

describe('buildChatPrompt', () => {
  it('speaks of the child by placeholder, age and gender, with the band of a 4-year-old', () => {
    const [system, user] = buildChatPrompt({
      child: { placeholder: '[ENFANT_1]', age: 4, gender: 'girl' },
      question,
      level: 1,
    });
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Tu réponds à [ENFANT_1], une fille de 4 ans.');
    expect(system?.content).toContain('écris ces repères tels quels, crochets compris');
    expect(system?.content).toContain('Tranche d’âge : 5 ans ou moins');
    expect(system?.content).toContain('vocabulaire « très_simple »');
    expect(system?.content).toContain('profondeur « basique »');
    expect(system?.content).toContain('au plus 1 exemple concret.');
    expect(system?.content).toContain('Niveau adapté de cet enfant : 1 sur 5.');
    expect(user).toEqual({ role: 'user', content: question });
  });

  it('gives a 10-year-old boy a richer band, and a neutral child neutral words', () => {
    const boy = buildChatPrompt({
      child: { placeholder: '[ENFANT_2]', age: 10, gender: 'boy' },
      question,
      level: 4,
    })[0]!.content;
    expect(boy).toContain('[ENFANT_2], un garçon de 10 ans');
    expect(boy).toContain('vocabulaire « enrichi »');
    expect(boy).toContain('au plus 4 exemples concrets.');
    expect(boy).toContain('ajouter un détail de plus');
    const neutral = buildChatPrompt({
      child: { placeholder: '[ENFANT_1]', age: 13, gender: 'neutral' },
      question,
      level: 5,
    })[0]!.content;
    expect(neutral).toContain('[ENFANT_1], un enfant de 13 ans');
    expect(neutral).toContain('au plus 5 exemples');
  });

  it('says who the other children the question speaks of are, for agreement', () => {
    const [system] = buildChatPrompt({
      child: { placeholder: '[ENFANT_1]', age: 6, gender: 'girl' },
      others: [{ placeholder: '[ENFANT_2]', age: 9, gender: 'boy' }],
      question: 'Pourquoi [ENFANT_2] est plus grand que moi ?',
      level: 3,
    });
    expect(system?.content).toContain('La question parle aussi de [ENFANT_2] (un garçon de 9 ans).');
  });

  it('keeps the safety rules in every prompt and adds the guidance of a sensitive topic', () => {
    const [system] = buildChatPrompt({
      child: { placeholder: '[ENFANT_1]', age: 6, gender: 'girl' },
      question: 'Pourquoi papi est mort ?',
      level: 2,
      sensitiveGuidance: 'Parle de la mort avec douceur.',
    });
    expect(system?.content).toContain('Ces règles ne changent jamais');
    expect(system?.content).toContain('Sujet délicat : Parle de la mort avec douceur.');
  });

  it('replays the first answer and asks for a simpler one after too_hard', () => {
    const messages = buildChatPrompt({
      child: { placeholder: '[ENFANT_1]', age: 7, gender: 'girl' },
      question,
      level: 2.5,
      followUp: { kind: 'too_hard', originalAnswer: 'La lumière est diffusée par l’atmosphère.' },
    });
    expect(messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[0]?.content).toContain('trouvé la réponse précédente trop difficile');
    expect(messages[2]?.content).toBe('La lumière est diffusée par l’atmosphère.');
  });

  it('asks for something new after more_info', () => {
    const messages = buildChatPrompt({
      child: { placeholder: '[ENFANT_1]', age: 7, gender: 'girl' },
      question,
      level: 3.3,
      followUp: { kind: 'more_info', originalAnswer: 'Le ciel est bleu.' },
    });
    expect(messages[0]?.content).toContain('veut en savoir plus');
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'Dis-m’en plus !' });
  });

  it('puts the conversation’s earlier turns after the system prompt, oldest first', () => {
    const messages = buildChatPrompt({
      ...baseInput,
      question: 'Et pourquoi il devient rouge le soir ?',
      earlier: [{ question, answer: 'La lumière bleue se disperse.' }],
    });
    expect(messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[0]?.content).toContain('reprennent le début de la conversation');
    expect(messages.slice(1).map((message) => message.content)).toEqual([
      question,
      'La lumière bleue se disperse.',
      'Et pourquoi il devient rouge le soir ?',
    ]);
    expect(buildChatPrompt({ ...baseInput, earlier: [] })[0]?.content).not.toContain('début de la conversation');
  });
});

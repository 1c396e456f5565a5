import { describe, expect, it } from 'vitest';
import { storyMessages } from '@pourquoi/shared';
import { ApiError } from '@/lib/api-client';
import { frenchVoice } from '@/hooks/use-speech';
import { splitSentences } from '@/lib/sentences';
import { coverOf, parseStoryContent, pictureOf, readStory, storyBook } from './story-content';
import { toStoryError } from './story-errors';
import { joinNames, monthlyCounter } from './wording';

describe('sentences', () => {
  it('splits a page into sentences, keeping quotes and dialogue together', () => {
    expect(splitSentences('Tom sourit. « On y va ? » demanda Léa. Oui ! Et hop… Ils partirent.')).toEqual([
      'Tom sourit.',
      '« On y va ? » demanda Léa.',
      'Oui !',
      'Et hop…',
      'Ils partirent.',
    ]);
    expect(splitSentences('  Une seule phrase sans point  ')).toEqual(['Une seule phrase sans point']);
    expect(splitSentences('')).toEqual([]);
  });
});

describe('story content', () => {
  it('reads a story object, bare or under `story`, and refuses what is not one', () => {
    expect(readStory({ id: 7, title: 'T', pages: ['a', { page: 2, content: 'b' }] })).toMatchObject({
      id: '7',
      pages: ['a', 'b'],
      illustrations_status: 'complete',
    });
    expect(readStory({ story: { id: 's1', pending_illustrations: 2 } }).illustrations_status).toBe('pending');
    expect(() => readStory(undefined)).toThrow(storyMessages.noData);
    expect(() => readStory('')).toThrow(storyMessages.noData);
    expect(() => readStory({ message: 'ok' })).toThrow(storyMessages.unexpected);
    expect(() => readStory([1, 2])).toThrow(storyMessages.unexpected);
  });

  it('reads the pages from `content` when there are none, fenced or not', () => {
    const json = JSON.stringify({
      title: 'Le titre',
      pages: [{ page: 1, content: 'Une page assez longue. '.repeat(6) }],
    });
    expect(parseStoryContent(`\`\`\`json\n${json}\n\`\`\``)?.title).toBe('Le titre');
    const book = storyBook({ title: '', pages: [], content: `\`\`\`json\n${json}\n\`\`\`` });
    expect(book).toMatchObject({ ok: true, title: 'Le titre' });
    expect(storyBook({ title: 'x', pages: [], content: 'pas du json' })).toEqual({
      ok: false,
      message: storyMessages.parseFailure,
    });
    expect(storyBook({ title: 'x', pages: [' '], content: ' ' })).toEqual({ ok: false, message: storyMessages.empty });
  });

  it('prefers the cacheable address of a picture to its bytes', () => {
    const story = { page_illustration_urls: { '1': '/p/1.png' }, page_illustrations: { '1': 'AAA', '2': 'BBB' } };
    expect(pictureOf(story, 1)).toBe('/p/1.png');
    expect(pictureOf(story, 2)).toBe('data:image/png;base64,BBB');
    expect(pictureOf(story, 3)).toBeNull();
    expect(coverOf({ ...story, illustration_url: null })).toBe('/p/1.png');
  });
});

describe('story errors', () => {
  it("maps each failure to the spec's message", () => {
    const refused = (status: number, detail: string) => new ApiError(status, undefined, detail, { detail });
    expect(toStoryError(refused(403, "Génération d'histoire non autorisée : …")).message).toBe(
      storyMessages.limitReached,
    );
    expect(toStoryError(refused(413, 'Requête trop volumineuse')).message).toBe(storyMessages.tooLong);
    expect(toStoryError(refused(504, 'Gateway')).message).toBe(storyMessages.timeout);
    expect(toStoryError(refused(500, 'Le moteur est en panne')).message).toBe(
      'Erreur lors de la génération : Le moteur est en panne',
    );
    expect(toStoryError(new Error('boum')).message).toBe('Erreur lors de la génération : boum');
  });
});

describe('wording and voices', () => {
  it('joins names and counts the month', () => {
    expect(joinNames(['Tom'])).toBe('Tom');
    expect(joinNames(['Tom', 'Léa', 'Zoé'])).toBe('Tom, Léa et Zoé');
    expect(monthlyCounter(1, 5, 4)).toBe('Histoire 2 sur 5 ce mois-ci');
    expect(monthlyCounter(3, null, null)).toBe('Histoire 4 ce mois-ci');
    expect(monthlyCounter(2, 2, 3)).toBe('Histoires du mois utilisées (2 sur 2) : celle-ci utilise un crédit');
    expect(monthlyCounter(2, 2, 0)).toBe('Histoires du mois utilisées (2 sur 2)');
  });

  it('chooses a French voice, from France first', () => {
    const voice = (lang: string, localService = true) => ({ lang, localService, name: lang }) as SpeechSynthesisVoice;
    expect(frenchVoice([voice('en-US'), voice('fr-CA'), voice('fr-FR', false)])?.lang).toBe('fr-FR');
    expect(frenchVoice([voice('en-US'), voice('fr_BE')])?.lang).toBe('fr_BE');
    expect(frenchVoice([voice('en-GB')])).toBeNull();
  });
});

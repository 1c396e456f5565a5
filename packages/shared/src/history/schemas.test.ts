import { describe, expect, it } from 'vitest';
import { conversationListQuery, historySnippet, isHiddenHistoryMessage } from './schemas.js';

describe('history rules', () => {
  it('hides follow-up requests and messages starting with a question-mark emoji', () => {
    expect(isHiddenHistoryMessage({ role: 'user', content: 'Pourquoi ?', feedback_type: 'more_info' })).toBe(true);
    // « Trop difficile » sends the question again: shown twice, the thread would read as two questions.
    expect(isHiddenHistoryMessage({ role: 'user', content: 'Pourquoi ?', feedback_type: 'too_hard' })).toBe(true);
    expect(isHiddenHistoryMessage({ role: 'user', content: " ❓ Dis-m'en plus", feedback_type: null })).toBe(true);
    expect(isHiddenHistoryMessage({ role: 'user', content: 'Pourquoi la mer ?', feedback_type: null })).toBe(false);
    expect(isHiddenHistoryMessage({ role: 'assistant', content: '❓', feedback_type: null })).toBe(false);
  });

  it('cuts snippets at 150 characters, at a word', () => {
    const long = 'mot '.repeat(60);
    const snippet = historySnippet(long);
    expect(snippet.length).toBeLessThanOrEqual(151);
    expect(snippet.endsWith('mot…')).toBe(true);
    expect(historySnippet('  Court  texte ')).toBe('Court texte');
  });

  it('reads the favourites filter from a query string', () => {
    expect(conversationListQuery.parse({ favorites: 'true' }).favorites).toBe(true);
    expect(conversationListQuery.parse({ favorites: 'false' }).favorites).toBe(false);
    expect(conversationListQuery.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
  });
});

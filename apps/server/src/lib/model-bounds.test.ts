import { describe, expect, it } from 'vitest';
import { CHAT_ANSWER_MAX_TOKENS, GUARD_MAX_TOKENS, storyMaxTokens } from './model-bounds.js';

describe('model call bounds (decision 0020)', () => {
  it('leaves a chat answer room for the deepest band, and a guard room for its verdict only', () => {
    expect(CHAT_ANSWER_MAX_TOKENS).toBe(1000);
    expect(GUARD_MAX_TOKENS).toBeGreaterThan('{"verdict":"distress","category":"dangerous_challenge"}'.length / 2);
  });

  it('sizes a story from product.md#d13-story-length: 115 words a minute, 15 % over, 1.6 tokens a word', () => {
    // 20 minutes: 2,645 words at most, 5,290 tokens with the margin, and the JSON of 22 pages.
    expect(storyMaxTokens(20, 22)).toBe(5290 + 22 * 40 + 40);
    expect(storyMaxTokens(5, 8)).toBeLessThan(storyMaxTokens(10, 8));
    expect(storyMaxTokens(5, 8)).toBeGreaterThan(5 * 115 * 1.15 * 1.6);
  });
});

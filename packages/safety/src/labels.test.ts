import { describe, expect, it } from 'vitest';
import { safetyCategoryLabels } from '@pourquoi/shared';
import { answerRefusals } from './rules/answer-refusals.js';
import { distressRules } from './rules/distress.js';
import { questionRefusals } from './rules/question-refusals.js';
import { sensitiveTopics } from './rules/sensitive-topics.js';

describe('the parent-facing labels', () => {
  it('name every category and topic the rules can record', () => {
    const keys = [...questionRefusals, ...answerRefusals, ...distressRules, ...sensitiveTopics].map((rule) => rule.key);
    const missing = [...new Set(keys)].filter((key) => !safetyCategoryLabels[key]);
    expect(missing).toEqual([]);
    expect(keys.length).toBeGreaterThan(10);
  });
});

import { describe, expect, it } from 'vitest';
import {
  type AdaptiveProfile,
  type Feedback,
  applyFeedback,
  learningTrend,
  newProfile,
  startingLevel,
} from './adaptive-level.js';
import { ageBandFor } from './age-bands.js';

const now = new Date('2026-11-21T09:00:00Z');

function after(feedbacks: Feedback[], start: AdaptiveProfile = newProfile('c1', 7, now)): AdaptiveProfile {
  return feedbacks.reduce(
    (profile, feedback, index) => applyFeedback(profile, { messageId: `m${index}`, feedback, childAge: 7 }, now),
    start,
  );
}

describe('starting level (product.md#adaptive-level)', () => {
  it.each([
    [2, 1],
    [4, 1],
    [5, 2],
    [6, 2],
    [7, 3],
    [9, 3],
    [10, 4],
    [12, 4],
    [13, 5],
    [17, 5],
  ])('age %i starts at level %i', (age, level) => {
    expect(startingLevel(age)).toBe(level);
  });

  it('defaults to 3 for an unknown age', () => {
    expect(startingLevel(undefined)).toBe(3);
    expect(startingLevel(Number.NaN)).toBe(3);
  });
});

describe('applyFeedback', () => {
  it('too_hard lowers the level by 0.5 and the score by 0.5, floored at -2', () => {
    const once = after(['too_hard']);
    expect(once).toMatchObject({ currentLevel: 2.5, adaptationScore: -0.5 });
    const many = after(['too_hard', 'too_hard', 'too_hard', 'too_hard', 'too_hard']);
    expect(many.adaptationScore).toBe(-2);
    expect(many.currentLevel).toBe(1);
  });

  it('more_info raises the level by 0.3 and the score by 0.3, capped at 2', () => {
    expect(after(['more_info'])).toMatchObject({ currentLevel: 3.3, adaptationScore: 0.3 });
    const many = after(Array<Feedback>(8).fill('more_info'));
    expect(many.adaptationScore).toBe(2);
    expect(many.currentLevel).toBe(5);
  });

  it('understood raises the level by 0.2 only once 3 of the last 5 are understood', () => {
    expect(after(['understood']).currentLevel).toBe(3);
    expect(after(['understood', 'understood']).currentLevel).toBe(3);
    expect(after(['understood', 'understood', 'understood']).currentLevel).toBe(3.2);
    expect(after(['too_hard', 'too_hard', 'understood', 'understood', 'understood']).currentLevel).toBe(2.2);
  });

  it('keeps the level between 1 and 5 with one decimal', () => {
    const low = after(['too_hard', 'too_hard', 'too_hard'], newProfile('c1', 3, now));
    expect(low.currentLevel).toBe(1);
    const mixed = after(['more_info', 'more_info', 'more_info']);
    expect(mixed.currentLevel).toBe(3.9);
  });

  it('keeps the last 20 records, each with the level before it', () => {
    const profile = after(Array<Feedback>(25).fill('understood'));
    expect(profile.feedbackHistory).toHaveLength(20);
    expect(profile.feedbackHistory.at(-1)).toMatchObject({ messageId: 'm24', childId: 'c1', childAge: 7 });
    expect(after(['too_hard']).feedbackHistory[0]?.originalLevel).toBe(3);
  });

  it('moves the preferred complexity after 5 feedbacks', () => {
    const struggling = after(['too_hard', 'too_hard', 'understood', 'too_hard', 'understood']);
    expect(struggling.preferredComplexity).toBe(2.5);
    expect(after(['too_hard', 'too_hard', 'too_hard', 'too_hard']).preferredComplexity).toBe(3);
    const curious = after(['more_info', 'more_info', 'more_info', 'more_info', 'understood']);
    expect(curious.preferredComplexity).toBe(3.3);
  });

  it('tells the learning trend', () => {
    expect(learningTrend(after(['too_hard', 'too_hard', 'too_hard', 'understood', 'understood']))).toBe('struggling');
    expect(learningTrend(after(['more_info', 'more_info']))).toBe('improving');
    expect(learningTrend(after(['understood', 'more_info']))).toBe('stable');
  });
});

describe('age bands (product.md#answers-by-age-band)', () => {
  it.each([
    [3, 'up_to_5', 1],
    [5, 'up_to_5', 1],
    [6, '6_to_8', 3],
    [8, '6_to_8', 3],
    [9, '9_to_12', 4],
    [12, '9_to_12', 4],
    [13, '13_plus', 5],
  ])('age %i is band %s with up to %i examples', (age, band, examples) => {
    expect(ageBandFor(age)).toMatchObject({ id: band, maxExamples: examples });
  });
});

import { ageBands, type AgeBandId } from '@pourquoi/shared';
import { describe, expect, it } from 'vitest';
import { corpus } from './index.js';

const bandsYoungestFirst = Object.keys(ageBands) as AgeBandId[];
const sentenceCount = (text: string) => text.split(/(?<=[.!?…])\s+(?=\p{Lu})/u).length;
/** A plain space where French typography wants a non-breaking one. */
const breakableSpace = / [?!:;»]|« /;

describe('the offline corpus', () => {
  it('covers at least 400 topics (decision 0026), each with a unique id', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(400);
    expect(new Set(corpus.map((topic) => topic.id)).size).toBe(corpus.length);
  });

  it.each(corpus)('$id: a title, several phrasings and an answer per band', (topic) => {
    expect(topic.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(topic.title).toMatch(/\S/);
    expect(topic.phrasings.length).toBeGreaterThanOrEqual(5);
    for (const band of bandsYoungestFirst) expect(topic.answers[band].trim(), band).not.toBe('');
  });

  it.each(corpus)('$id: answers grow with the band, the youngest in three sentences at most', (topic) => {
    const lengths = bandsYoungestFirst.map((band) => topic.answers[band].length);
    for (let i = 1; i < lengths.length; i++) expect(lengths[i]).toBeGreaterThan(lengths[i - 1]!);
    expect(sentenceCount(topic.answers.up_to_5)).toBeLessThanOrEqual(3);
  });

  it.each(corpus)('$id: speaks to the child with "tu" and French spacing', (topic) => {
    for (const text of [topic.title, ...Object.values(topic.answers)]) {
      expect(text).not.toMatch(/\bvous\b/i);
      expect(text).not.toMatch(breakableSpace);
    }
  });
});

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ageBands, type AgeBandId } from '@pourquoi/shared';
import { corpus } from './offline/corpus/index.js';
import { screenAnswer, screenQuestion } from '@pourquoi/safety';

/**
 * The safety package's copy of every question the library answers (its titles and phrasings):
 * its training keeps them all answered when it chooses thresholds (packages/safety/README.md),
 * and may import no app, so the copy lives beside its sets.
 */
const libraryQuestionsFile = fileURLToPath(
  new URL('../../../../../packages/safety/sets/library/questions.jsonl', import.meta.url),
);

/** An age inside each band, to word the screening as for that child. */
const ageOf: Record<AgeBandId, number> = { up_to_5: 4, '6_to_8': 7, '9_to_12': 10, '13_plus': 14 };

describe('the offline corpus and the safety screening agree', () => {
  it('never refuses an answer the offline engine gives', () => {
    for (const topic of corpus) {
      for (const band of Object.keys(ageBands) as AgeBandId[]) {
        const verdict = screenAnswer(topic.answers[band], { age: ageOf[band] }).verdict;
        expect(verdict, `${topic.id} / ${band}`).toBe('allow');
      }
    }
  });

  it('never turns away a question the corpus is there to answer', () => {
    for (const topic of corpus) {
      for (const phrasing of [topic.title, ...topic.phrasings]) {
        const verdict = screenQuestion(phrasing, { age: 7 }).verdict;
        expect(['allow', 'sensitive'], `${topic.id}: ${phrasing}`).toContain(verdict);
      }
    }
  });

  it("keeps the safety package's copy of the library's questions current", () => {
    const questions = [...new Set(corpus.flatMap((topic) => [topic.title, ...topic.phrasings]))];
    const expected = questions.map((text) => `${JSON.stringify({ text })}\n`).join('');
    // UPDATE_LIBRARY_QUESTIONS=1 npx vitest run --project server offline-safety writes it afresh.
    if (process.env.UPDATE_LIBRARY_QUESTIONS === '1') writeFileSync(libraryQuestionsFile, expected);
    expect(readFileSync(libraryQuestionsFile, 'utf8') === expected, 'run with UPDATE_LIBRARY_QUESTIONS=1').toBe(true);
  });
});

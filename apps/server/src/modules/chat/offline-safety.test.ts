import { describe, expect, it } from 'vitest';
import { ageBands, type AgeBandId } from '@pourquoi/shared';
import { corpus } from './offline/corpus/index.js';
import { screenAnswer, screenQuestion } from '@pourquoi/safety';

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
      for (const phrasing of topic.phrasings) {
        const verdict = screenQuestion(phrasing, { age: 7 }).verdict;
        expect(['allow', 'sensitive'], `${topic.id}: ${phrasing}`).toContain(verdict);
      }
    }
  });
});

import type { AgeBandId } from '@pourquoi/shared';
import type { Topic } from './topic.js';

export type FollowUpKind = 'too_hard' | 'more_info';

const bandOrder: AgeBandId[] = ['up_to_5', '6_to_8', '9_to_12', '13_plus'];

/** Each sentence as written, with its closing quote (« … bon goût ! » stays one sentence). */
function sentences(text: string): string[] {
  return text.match(/[^.!?…]+[.!?…]+(?:\s*["»)])?\s*/g) ?? [text];
}

/** The youngest answer, shorter still: its first sentences, so "trop difficile" always gets simpler. */
function shortest(text: string): string {
  const parts = sentences(text);
  const kept = parts.length > 2 ? parts.slice(0, 2) : parts.slice(0, 1);
  return kept.join('').trim();
}

const nothingMore =
  'Je t’ai dit tout ce que ma bibliothèque hors ligne sait sur ce sujet. Pour aller plus loin, cherchez ensemble un livre ou un documentaire à la médiathèque : il y aura des images et des détails que je ne connais pas encore.';

/**
 * A follow-up without a model: "trop difficile" answers with the band below (or the
 * youngest answer, shortened), "dis-m'en plus" with the band above (or says honestly that
 * there is nothing more here).
 */
export function followUpAnswer(topic: Topic, band: AgeBandId, kind: FollowUpKind): string {
  const index = bandOrder.indexOf(band);
  if (kind === 'too_hard') {
    const simpler = bandOrder[index - 1];
    return simpler ? topic.answers[simpler] : shortest(topic.answers.up_to_5);
  }
  const richer = bandOrder[index + 1];
  return richer ? topic.answers[richer] : nothingMore;
}

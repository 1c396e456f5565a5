import type { StoryContext } from '../context.js';
import type { Line, PageDraft } from '../types.js';

/** The fixed moments of every story, in reading order; steps fill the middle. */
export const BEATS = ['opening', 'call', 'depart', 'turn', 'resolve', 'celebrate', 'ending'] as const;
export type BeatName = (typeof BEATS)[number];

export type Beat = (c: StoryContext) => PageDraft;

/**
 * A middle page, or a run of pages that belong together (a problem and its fix); null when
 * its material is used up or it needs more pages than are `left`.
 */
export type Step = (c: StoryContext, left: number) => PageDraft | PageDraft[] | null;

/** How one type of story unfolds: its beats, its middle, and sentences in its tone. */
export interface Arc {
  beats: Record<BeatName, Beat>;
  /** Tried in turn for each middle page. */
  steps: Step[];
  /** Filler in the tone of the type, about the heroes or the world. */
  tone: Line[];
  /** Filler once the climax is past (resolution, party, ending); `tone` when absent. */
  lateTone?: Line[];
  /** Filler about the companion, used once it has joined. */
  companionTone: Line[];
  /** A middle page when every step's material is used up (very long books). */
  fallback?: Beat;
  /** Calm stories keep lively filler out. */
  calm?: boolean;
  /** The time the middle of the story is told at (interludes.ts); day when absent. */
  hour?: (c: StoryContext) => PageDraft['time'];
}

/**
 * The page plan for a number of pages. Short books drop the departure and the celebration
 * (the companion then introduces itself on first mention); longer ones add middle steps.
 */
export function layout(pages: number): Array<BeatName | 'step'> {
  if (pages <= 1) return ['ending'];
  if (pages === 2) return ['opening', 'ending'];
  if (pages === 3) return ['opening', 'resolve', 'ending'];
  if (pages === 4) return ['opening', 'call', 'resolve', 'ending'];
  if (pages === 5) return ['opening', 'call', 'turn', 'resolve', 'ending'];
  if (pages === 6) return ['opening', 'call', 'depart', 'turn', 'resolve', 'ending'];
  const steps: Array<'step'> = Array.from({ length: pages - 7 }, () => 'step');
  return ['opening', 'call', 'depart', ...steps, 'turn', 'resolve', 'celebrate', 'ending'];
}

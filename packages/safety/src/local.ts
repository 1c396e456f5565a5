import type { Safety } from './port.js';
import { screenAnswer, screenQuestion } from './screen.js';

/** The local French rules, synchronous: what every screening starts with. */
export const localRules = { screenQuestion, screenAnswer };
export type LocalRules = typeof localRules;

/** MODERATION=local: the local rules alone. */
export const localSafety: Safety = {
  screenQuestion: async (text, context) => screenQuestion(text, context),
  screenAnswer: async (text, child) => screenAnswer(text, child),
};

import type { ChatSafety } from '../safety-port.js';
import { screenAnswer, screenQuestion } from './screen.js';

/** The local French rules, synchronous: what every screening starts with. */
export const localRules = { screenQuestion, screenAnswer };
export type LocalRules = typeof localRules;

/** MODERATION=local: the local rules alone. */
export const localSafety: ChatSafety = {
  screenQuestion: async (text, child) => screenQuestion(text, child),
  screenAnswer: async (text, child) => screenAnswer(text, child),
};

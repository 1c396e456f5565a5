import type { ChatSafety } from '../safety-port.js';
import { screenAnswer, screenQuestion } from './screen.js';

export { screenAnswer, screenQuestion } from './screen.js';
export type { Category, DistressCategory, Screening, SensitiveTopic } from './types.js';

/** The local French screening, as the chat expects it (MODERATION=local). */
export const localSafety = { screenQuestion, screenAnswer } satisfies ChatSafety;

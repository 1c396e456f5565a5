import type { Screening } from './types.js';

/** Who the text is for, and what it is: a chat question, or a bedtime story's wish or name. */
export interface ScreeningContext {
  age: number;
  /** A story's wish asks for nothing and may still not suit a child: it meets more rules. */
  purpose?: 'question' | 'story';
}

/**
 * The screening the chat and the stories use (product.md#d10-safety-screening, product.md#d16-child-safety-first). Asynchronous
 * because MODERATION can also ask a provider or a guard model.
 */
export interface Safety {
  screenQuestion(text: string, context: ScreeningContext): Promise<Screening>;
  screenAnswer(text: string, child: { age: number }): Promise<Screening>;
}

import type { ChatMessage, PromptChild } from '../prompt.js';

export interface AnswerRequest {
  /** What a language model reads (system prompt, question, follow-up context). */
  messages: ChatMessage[];
  /** What the offline engine reads: the child's question (the first one, for a follow-up). */
  question: string;
  /** Set when this answer follows a rating of the previous one. */
  followUp?: 'too_hard' | 'more_info';
  child: PromptChild;
  signal?: AbortSignal;
}

/** One interface for every engine that writes answers (AI_PROVIDER). */
export interface ChatProvider {
  readonly kind: 'offline' | 'openai';
  /** The answer as pieces, as they are written: words appear while the model works. */
  stream(request: AnswerRequest): AsyncIterable<string>;
}

/** The whole answer of a provider, for the JSON call. */
export async function completeAnswer(provider: ChatProvider, request: AnswerRequest): Promise<string> {
  let text = '';
  for await (const piece of provider.stream(request)) text += piece;
  return text.trim();
}

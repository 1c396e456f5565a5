import type { KnownChild } from '../../children/index.js';
import type { ChatMessage } from '../prompt.js';

export interface AnswerRequest {
  /**
   * What a language model reads (system prompt, earlier turns, question, follow-up context):
   * the children's names already replaced by their placeholders (decision 0020).
   */
  messages: ChatMessage[];
  /**
   * What the offline engine reads, on this machine only: the child's question as asked (the
   * turn's question, for a follow-up) and the child, by name. Never sent anywhere.
   */
  question: string;
  /** Likewise: the conversation's earlier questions as asked, oldest first (those a model reads too). */
  earlier?: string[];
  child: KnownChild;
  /** Set when this answer follows a rating of the previous one. */
  followUp?: 'too_hard' | 'more_info';
  /** Aborted when nobody waits for the answer any more (the client went away). */
  signal?: AbortSignal;
  /**
   * Called by an engine whose answer says it does not know (the offline library's « je ne sais
   * pas encore »): such a question does not count against the day's questions. `knownQuestions`:
   * questions it knows that are close to this one, offered to the family.
   */
  onNoAnswer?: (knownQuestions: string[]) => void;
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

import type { KnownChild } from '../../children/index.js';
import type { AnswerRequest, ChatProvider } from './types.js';

export interface OfflineEngine {
  answer(
    question: string,
    child: KnownChild,
    followUp?: 'too_hard' | 'more_info',
    earlier?: readonly string[],
  ): { text: string; topicId: string | null; unknown?: true; knownQuestions?: string[] };
}

/**
 * The built-in engine as a provider: it answers at once, given word by word so the web app
 * shows it the same way as a model's stream.
 */
export function offlineProvider(engine: OfflineEngine): ChatProvider {
  return {
    kind: 'offline',
    async *stream(request: AnswerRequest) {
      const { text, unknown, knownQuestions } = engine.answer(
        request.question,
        request.child,
        request.followUp,
        request.earlier,
      );
      if (unknown) request.onNoAnswer?.(knownQuestions ?? []);
      // Split on plain spaces only: French puts non-breaking ones before ? and !, which stay attached.
      for (const word of text.split(/(?<=[ \n])/)) yield word;
    },
  };
}

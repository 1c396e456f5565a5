import { storyMessages } from '@pourquoi/shared';
import { isApiError } from '@/lib/api-client';

/** What went wrong while a story was being made: the message follows product.md#story-errors. */
export type StoryErrorKind = 'limit' | 'too_long' | 'timeout' | 'no_data' | 'unexpected' | 'failed';

export class StoryGenerationError extends Error {
  override readonly name = 'StoryGenerationError';
  readonly kind: StoryErrorKind;

  constructor(kind: StoryErrorKind, message: string) {
    super(message);
    this.kind = kind;
  }
}

export const storyError = {
  limit: () => new StoryGenerationError('limit', storyMessages.limitReached),
  tooLong: () => new StoryGenerationError('too_long', storyMessages.tooLong),
  timeout: () => new StoryGenerationError('timeout', storyMessages.timeout),
  noData: () => new StoryGenerationError('no_data', storyMessages.noData),
  unexpected: () => new StoryGenerationError('unexpected', storyMessages.unexpected),
  failed: (detail: string) => new StoryGenerationError('failed', storyMessages.failed(detail)),
};

/** The server's refusal when the month's stories are used up says 'non autorisée' (product.md#story-errors). */
const NOT_ALLOWED_MARK = 'non autorisée';

/** Any failure of the generation, as the parent reads it. */
export function toStoryError(error: unknown): StoryGenerationError {
  if (error instanceof StoryGenerationError) return error;
  if (isApiError(error)) {
    if (error.status === 413) return storyError.tooLong();
    if (error.status === 408 || error.status === 504) return storyError.timeout();
    if (error.message.includes(NOT_ALLOWED_MARK)) return storyError.limit();
    return storyError.failed(error.message);
  }
  const detail = error instanceof Error && error.message ? error.message : String(error);
  return storyError.failed(detail);
}

/** Test data for the chat screens: what the chat stream answers, in one line per test. */
import { sseEvent } from '@/test/fetch-mock';

/** The stream's last event: the stored answer and its ids. */
export const done = (response: string, overrides: Record<string, unknown> = {}) =>
  sseEvent('done', {
    response,
    conversation_id: 'conv-1',
    message_id: 'msg-1',
    provider: 'openai',
    moderated: false,
    ...overrides,
  });

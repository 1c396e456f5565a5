/** Test data for the chat screens: what the chat stream answers, in one line per test. */
import { chatResponse, type ChatResponse } from '@pourquoi/shared';
import { sseEvent } from '@/test/fetch-mock';
import { serverAnswer } from '@/test/server-answer';

/** The stream's last event: the stored answer and its ids. */
export const done = (response: string, overrides: Partial<ChatResponse> = {}) =>
  sseEvent(
    'done',
    serverAnswer(chatResponse, {
      response,
      conversation_id: 'conv-1',
      message_id: 'msg-1',
      provider: 'openai',
      moderated: false,
      ...overrides,
    }),
  );

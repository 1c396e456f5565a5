import { chatResponse, type ChatBody, type ChatResponse, type FeedbackResponse } from '@pourquoi/shared';
import { api, ApiError } from '@/lib/api-client';
import { streamPost } from '@/lib/api-stream';

export type ChatRequest = Omit<ChatBody, 'context'>;

export interface StreamHandlers {
  /** Screened words to append to the answer. */
  onText: (text: string) => void;
  /** Replaces everything shown of this answer. */
  onReplace: (text: string) => void;
  signal?: AbortSignal;
}

const STREAM_FAILED = "La réponse s'est interrompue. Réessayez dans un instant.";

function textOf(data: unknown): string {
  return data && typeof data === 'object' && 'text' in data && typeof data.text === 'string' ? data.text : '';
}

/** `POST /api/chat/stream`: the words as they come, then the saved answer (product.md#api). */
export async function streamChat(
  body: ChatRequest,
  { onText, onReplace, signal }: StreamHandlers,
): Promise<ChatResponse> {
  let final: ChatResponse | null = null;
  await streamPost(
    '/chat/stream',
    body,
    ({ event, data }) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(data) as unknown;
      } catch {
        return;
      }
      if (event === 'text') onText(textOf(parsed));
      else if (event === 'replace') onReplace(textOf(parsed));
      else if (event === 'done') {
        const result = chatResponse.safeParse(parsed);
        if (result.success) final = result.data;
      } else if (event === 'error') {
        const error = parsed && typeof parsed === 'object' ? (parsed as { code?: unknown; message?: unknown }) : {};
        throw new ApiError(
          500,
          typeof error.code === 'string' ? error.code : 'stream_error',
          typeof error.message === 'string' ? error.message : STREAM_FAILED,
          parsed,
        );
      }
    },
    { signal },
  );
  if (!final) throw new ApiError(0, 'stream_incomplete', STREAM_FAILED, undefined);
  return final;
}

export interface FeedbackRequest {
  message_id: string;
  child_id: string;
  feedback: 'understood' | 'too_hard' | 'more_info';
  child_age: number;
}

/** `POST /api/feedback`; a failure changes nothing for the parent (product.md#feedback). */
export async function sendFeedback(body: FeedbackRequest): Promise<FeedbackResponse | null> {
  try {
    return await api.post<FeedbackResponse>('/feedback', body);
  } catch {
    return null; // Ignored on purpose.
  }
}

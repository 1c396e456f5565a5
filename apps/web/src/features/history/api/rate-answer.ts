import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Feedback, FeedbackResponse } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { patchCachedMessage } from './conversation-cache';

export interface AnswerRating {
  message_id: string;
  child_id: string;
  feedback: Feedback;
  child_age: number;
}

/** `POST /api/feedback`: the chat's call, made from history (product.md#history). */
export const rateAnswer = (body: AnswerRating) => api.post<FeedbackResponse>('/feedback', body);

/** Rates an answer; the rating shows once the server has it (a failure is told, see the caller). */
export function useRateAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateAnswer,
    onSuccess: (_answer, { message_id, feedback }) => patchCachedMessage(queryClient, message_id, { feedback }),
  });
}

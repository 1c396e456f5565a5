import OpenAI from 'openai';
import { AppError } from '../../../lib/app-error.js';
import { type ProviderPurpose, measuredFetch } from '../../../lib/metrics.js';
import { CHAT_ANSWER_MAX_TOKENS } from '../../../lib/model-bounds.js';
import type { AnswerRequest, ChatProvider } from './types.js';

export interface OpenAiSettings {
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
}

export const DEFAULT_CHAT_MODEL = 'gpt-4o-mini';

/**
 * Any OpenAI-compatible endpoint (OpenAI, Mistral, Ollama, vLLM, LM Studio): one retry on
 * transient failures (the SDK's own), a time-out, and failures turned into French errors.
 */
export function openAiClient(settings: OpenAiSettings, purpose: ProviderPurpose): OpenAI {
  return new OpenAI({
    fetch: measuredFetch(purpose),
    baseURL: settings.baseUrl,
    // Local servers (Ollama, LM Studio) take any key; the SDK insists on one.
    apiKey: settings.apiKey ?? 'no-key',
    timeout: settings.timeoutMs ?? 60_000,
    maxRetries: 1,
  });
}

export function openAiProvider(settings: OpenAiSettings): ChatProvider {
  const client = openAiClient(settings, 'chat');
  const model = settings.model ?? DEFAULT_CHAT_MODEL;

  return {
    kind: 'openai',
    async *stream(request: AnswerRequest) {
      try {
        const stream = await client.chat.completions.create(
          { model, messages: request.messages, stream: true, temperature: 0.6, max_tokens: CHAT_ANSWER_MAX_TOKENS },
          { signal: request.signal },
        );
        for await (const chunk of stream) {
          const piece = chunk.choices[0]?.delta?.content;
          if (piece) yield piece;
        }
      } catch (error) {
        throw providerError(error);
      }
    },
  };
}

export function providerError(error: unknown): Error {
  if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError) {
    return new AppError('ai_misconfigured', { cause: error });
  }
  if (error instanceof OpenAI.APIUserAbortError) return error;
  return new AppError('ai_unavailable', { cause: error });
}

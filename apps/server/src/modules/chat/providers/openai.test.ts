import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error.js';
import { CHAT_ANSWER_MAX_TOKENS } from '../../../lib/model-bounds.js';
import { startFakeOpenAi } from '../../../../test/fakes/openai-server.js';
import { buildChatPrompt } from '../prompt.js';
import { openAiProvider } from './openai.js';
import { completeAnswer } from './types.js';

const child = { name: 'Zoé', age: 4, gender: 'girl' as const };
const question = 'Pourquoi le ciel est bleu ?';
const request = () => ({
  messages: buildChatPrompt({ child: { placeholder: '[ENFANT_1]', age: 4, gender: 'girl' }, question, level: 1 }),
  question,
  child,
});

let fake: Awaited<ReturnType<typeof startFakeOpenAi>> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('the OpenAI-compatible provider', () => {
  it('streams the answer piece by piece and sends the prompt as built', async () => {
    fake = await startFakeOpenAi();
    const provider = openAiProvider({ baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'modele-test' });
    const pieces: string[] = [];
    for await (const piece of provider.stream(request())) pieces.push(piece);

    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join('')).toBe(fake.reply);
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]).toMatchObject({ model: 'modele-test', stream: true });
    expect(fake.received[0]?.messages[0]?.content).toContain('Tu réponds à [ENFANT_1], une fille de 4 ans.');
    expect(fake.received[0]?.max_tokens).toBe(CHAT_ANSWER_MAX_TOKENS);
    expect(fake.received[0]?.messages.at(-1)).toEqual({ role: 'user', content: question });
  });

  it('retries once after a transient failure', async () => {
    fake = await startFakeOpenAi({ failFirst: 1 });
    const provider = openAiProvider({ baseUrl: fake.baseUrl, apiKey: 'sk-test' });
    expect(await completeAnswer(provider, request())).toBe(fake.reply);
    expect(fake.received).toHaveLength(2);
  });

  it('says in French when the provider is down', async () => {
    fake = await startFakeOpenAi({ failWith: 503 });
    const provider = openAiProvider({ baseUrl: fake.baseUrl, apiKey: 'sk-test' });
    const error = await completeAnswer(provider, request()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'ai_unavailable', status: 503 });
    expect((error as AppError).message).toBe(
      'Le service de réponses ne répond pas pour le moment. Réessayez dans un instant.',
    );
    expect(fake.received).toHaveLength(2);
  });

  it('says when the key is refused, without retrying', async () => {
    fake = await startFakeOpenAi({ failWith: 401 });
    const provider = openAiProvider({ baseUrl: fake.baseUrl, apiKey: 'sk-mauvaise' });
    const error = await completeAnswer(provider, request()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'ai_misconfigured', status: 502 });
    expect(fake.received).toHaveLength(1);
  });

  it('gives up after its time-out', async () => {
    fake = await startFakeOpenAi({ latencyMs: 2_000 });
    const provider = openAiProvider({ baseUrl: fake.baseUrl, apiKey: 'sk-test', timeoutMs: 200 });
    const error = await completeAnswer(provider, request()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'ai_unavailable' });
  });
});

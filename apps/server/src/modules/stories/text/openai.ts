import { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import { storyMaxTokens } from '../../../lib/model-bounds.js';
import { type OpenAiSettings, openAiClient, providerError } from '../../chat/index.js';
import { agreeWithText, findNamedElements } from '@pourquoi/story-writer';
import { buildStoryPrompt } from './prompt.js';
import type { Scene, StoryText, StoryTextProvider, StoryTextRequest } from './types.js';

/** What a model may list as drawn on one page. */
const MAX_SCENE_PROPS = 8;

const sceneFields = {
  setting: z.string().max(60).catch('meadow'),
  time_of_day: z.enum(['day', 'dusk', 'night']).catch('day'),
  action: z.string().max(40).catch('explore'),
  props: z.array(z.string().max(40)).max(MAX_SCENE_PROPS).catch([]),
};

/** The page as the model may write it: an object, or (tolerated) a bare string. */
const pageSchema = z.union([
  z.object({ text: z.string().trim().min(1), ...sceneFields }),
  z
    .string()
    .trim()
    .min(1)
    .transform((text) => ({ text, setting: 'meadow', time_of_day: 'day' as const, action: 'explore', props: [] })),
]);

const storyJson = (pages: number) =>
  z.object({
    title: z.string().trim().min(1).max(120),
    pages: z
      .array(pageSchema)
      .min(Math.max(1, pages - 1), `il faut ${pages} pages`)
      .max(pages + 1, `il faut ${pages} pages`),
  });

/** Models sometimes wrap JSON in a code fence (a stored story's content may be wrapped too). */
export function unfenced(text: string): string {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text);
  return (fenced?.[1] ?? text).trim();
}

/**
 * Any OpenAI-compatible model writes the story as JSON, checked with zod; an invalid answer
 * gets one more try with the error quoted back (product.md#d12-story-pictures). The model reads the
 * children as placeholders; the text it returns gets their names back (decision 0020).
 */
export function openAiStoryWriter(settings: OpenAiSettings): StoryTextProvider {
  const client = openAiClient({ ...settings, timeoutMs: settings.timeoutMs ?? 120_000 }, 'story_text');
  const model = settings.model ?? 'gpt-4o-mini';

  const ask = async (messages: ReturnType<typeof buildStoryPrompt>, maxTokens: number) => {
    try {
      const completion = await client.chat.completions.create({
        model,
        messages,
        temperature: 0.9,
        max_tokens: maxTokens,
        response_format: { type: 'json_object' },
      });
      return completion.choices[0]?.message?.content ?? '';
    } catch (error) {
      throw providerError(error);
    }
  };

  return {
    kind: 'openai',
    async write(request: StoryTextRequest): Promise<StoryText> {
      const messages = buildStoryPrompt(request);
      const schema = storyJson(request.length.pages);
      const maxTokens = storyMaxTokens(request.duration, request.length.pages);
      const { restore } = request.names;
      const characters = findNamedElements(
        request.prompt,
        request.heroes.map((hero) => hero.name),
        request.heroes.length > 1,
      ).map((element) => ({ name: element.name, prop: element.prop }));
      let problem = '';
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const conversation =
          attempt === 0
            ? messages
            : [
                ...messages,
                {
                  role: 'user' as const,
                  content: `Ta réponse n'était pas valide (${problem}). Réponds seulement avec le JSON demandé.`,
                },
              ];
        const raw = await ask(conversation, maxTokens);
        let parsed: unknown;
        try {
          parsed = JSON.parse(unfenced(raw));
        } catch {
          problem = 'JSON illisible';
          continue;
        }
        const result = schema.safeParse(parsed);
        if (!result.success) {
          problem = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
          continue;
        }
        const texts = result.data.pages.map((page) => restore(page.text));
        // The model's plan of each page follows its words, as the offline writer's does: the
        // wish's named pets and toys drawn where a page names them, the hour it tells.
        const scenes: Scene[] = result.data.pages.map((page, index) =>
          agreeWithText(
            texts[index]!,
            { setting: page.setting, timeOfDay: page.time_of_day, action: page.action, props: page.props },
            characters,
            MAX_SCENE_PROPS,
          ),
        );
        return { title: restore(result.data.title), pages: texts, scenes };
      }
      throw new AppError('ai_unavailable', {
        message: "L'IA n'a pas réussi à écrire l'histoire. Réessayez dans un instant.",
      });
    },
  };
}

import { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import { storyMaxTokens } from '../../../lib/model-bounds.js';
import { type OpenAiSettings, openAiClient, providerError } from '../../chat/index.js';
import {
  TIMES_OF_DAY,
  agreeWithText,
  findNamedElements,
  planProblems,
  type PagePlan,
  type PlannedCharacter,
  type StoryPlan,
} from '@pourquoi/story-writer';
import { buildStoryPrompt } from './prompt.js';
import type { Scene, StoryText, StoryTextProvider, StoryTextRequest } from './types.js';

/** What a model may list as drawn on one page. */
const MAX_SCENE_PROPS = 8;

/** The story's plan (decision 0035): its places in order, and who may appear. */
const planSchema = z.object({
  places: z
    .array(z.object({ setting: z.string().trim().min(1).max(60), name: z.string().trim().min(1).max(120) }))
    .min(1)
    .max(24),
  characters: z
    .array(z.object({ name: z.string().trim().min(1).max(80), drawn_as: z.string().trim().max(40).optional() }))
    .max(12)
    .catch([]),
});

/** A page: its words and its plan, the place given as an index in the story's plan. */
const pageSchema = z.object({
  text: z.string().trim().min(1),
  place: z.number().int().min(0),
  time_of_day: z.enum(TIMES_OF_DAY).catch('day'),
  action: z.string().max(40).catch('explore'),
  props: z.array(z.string().max(40)).max(MAX_SCENE_PROPS).catch([]),
});

const storyJson = (pages: number) =>
  z.object({
    title: z.string().trim().min(1).max(120),
    plan: planSchema,
    pages: z
      .array(pageSchema)
      .min(Math.max(1, pages - 1), `il faut ${pages} pages`)
      .max(pages + 1, `il faut ${pages} pages`),
  });
type StoryJson = z.infer<ReturnType<typeof storyJson>>;

/**
 * The model's plan in the writer's terms, with the wish's named pets and toys among its
 * characters (the wish's own way of drawing each wins over the model's).
 */
function storyOf(answer: StoryJson, wishCharacters: PlannedCharacter[], restore: (text: string) => string) {
  const fromWish = new Set(wishCharacters.map((character) => character.name.toLowerCase()));
  const plan: StoryPlan = {
    places: answer.plan.places.map((place) => ({ setting: place.setting, name: restore(place.name) })),
    characters: [
      ...wishCharacters,
      ...answer.plan.characters
        .map((character) => ({ name: restore(character.name), prop: character.drawn_as || undefined }))
        .filter((character) => !fromWish.has(character.name.toLowerCase())),
    ],
  };
  const pages = answer.pages.map((page) => {
    const pagePlan: PagePlan = {
      place: page.place,
      timeOfDay: page.time_of_day,
      action: page.action,
      props: page.props,
    };
    return { text: restore(page.text), plan: pagePlan };
  });
  return { title: restore(answer.title), plan, pages };
}

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
      ).map((element): PlannedCharacter => ({ name: element.name, prop: element.prop }));
      let problem = '';
      let planned: ReturnType<typeof storyOf> | undefined;
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
        planned = storyOf(result.data, characters, restore);
        const problems = planProblems(planned.plan, planned.pages);
        if (problems.length === 0) break;
        // One world per story: pages that leave their plan get one more try, told where.
        problem = problems.join('; ');
      }
      if (planned) {
        // Still off its plan after the second try: the pictures follow the words, as the offline
        // writer's do, rather than the family losing its story. A place outside the plan is drawn
        // as the last one it has.
        const { plan } = planned;
        const scenes: Scene[] = planned.pages.map(({ text, plan: page }) => {
          const place = plan.places[page.place] ?? plan.places.at(-1)!;
          return agreeWithText(
            text,
            {
              setting: place.setting,
              place: place.name,
              timeOfDay: page.timeOfDay,
              action: page.action,
              props: page.props,
            },
            plan.characters,
            MAX_SCENE_PROPS,
          );
        });
        return { title: planned.title, pages: planned.pages.map((page) => page.text), scenes };
      }
      throw new AppError('ai_unavailable', {
        message: "L'IA n'a pas réussi à écrire l'histoire. Réessayez dans un instant.",
      });
    },
  };
}

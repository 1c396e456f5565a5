import { storyThemeChoices } from '@pourquoi/shared';
import { AppError } from '../../../lib/app-error.js';
import { type OpenAiSettings, openAiClient, providerError } from '../../chat/index.js';
import type { CharacterSheetData, PictureRequest, StoryImageProvider } from './types.js';

export const DEFAULT_IMAGE_MODEL = 'gpt-image-1';

/**
 * The images API of any OpenAI-compatible endpoint. The prompt always carries each hero's
 * character sheet, so the children look the same on every page (product.md#d12-story-pictures), and
 * names them by their placeholders, as the page's text does (decision 0020).
 */
export function openAiIllustrator(
  settings: OpenAiSettings,
  describe: (sheet: CharacterSheetData) => string,
): StoryImageProvider {
  const client = openAiClient({ ...settings, timeoutMs: settings.timeoutMs ?? 120_000 }, 'story_image');
  const model = settings.model ?? DEFAULT_IMAGE_MODEL;
  // gpt-image models always answer base64 and refuse the parameter; DALL·E needs it.
  const base64Option = model.startsWith('gpt-image') ? {} : { response_format: 'b64_json' as const };

  return {
    kind: 'openai',
    describe,
    async draw(request: PictureRequest) {
      const heroes = request.heroes
        .map((sheet, index) => {
          const name = request.heroNames[index];
          return name ? `${name} : ${describe(sheet)}` : describe(sheet);
        })
        .join('; ');
      const prompt = [
        'Illustration de livre pour enfants, douce et chaleureuse, style aquarelle et crayons de couleur, sans texte ni lettres.',
        `Thème : ${storyThemeChoices[request.theme].label}.`,
        request.cover
          ? `Couverture de l'histoire « ${request.title} » : tous les héros ensemble.`
          : `Scène : ${request.text}`,
        heroes ? `Personnages (toujours identiques) : ${heroes}.` : '',
        // The page's plan, which its words were checked against (@pourquoi/story-writer, page-check.ts).
        request.cover
          ? ''
          : `Plan de la page : lieu ${request.scene.place ? `${request.scene.place} (${request.scene.setting})` : request.scene.setting}, action ${request.scene.action}${
              request.scene.props.length ? `, à dessiner aussi : ${request.scene.props.join(', ')}` : ''
            }.`,
        `Moment de la journée : ${request.scene.timeOfDay === 'night' ? 'nuit, lumière douce' : request.scene.timeOfDay === 'dusk' ? 'crépuscule' : 'jour'}.`,
      ]
        .filter(Boolean)
        .join(' ');
      try {
        const result = await client.images.generate({ model, prompt, n: 1, size: '1024x1024', ...base64Option });
        const data = result.data?.[0]?.b64_json;
        if (!data)
          throw new AppError('ai_unavailable', { message: "Le service d'illustration n'a pas renvoyé d'image." });
        return Buffer.from(data, 'base64');
      } catch (error) {
        throw error instanceof AppError ? error : providerError(error);
      }
    },
  };
}

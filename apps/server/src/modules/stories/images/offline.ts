import { type CharacterSheet, describeCharacterSheet, drawScene, renderPng } from '@pourquoi/illustrations';
import type { StoryImageProvider } from './types.js';

/** Scenes drawn as SVG and rendered to PNG on this machine (IMAGE_PROVIDER=offline). */
export const offlineIllustrator: StoryImageProvider = {
  kind: 'offline',
  describe: (sheet) => describeCharacterSheet(sheet as unknown as CharacterSheet),
  async draw(request) {
    const svg = drawScene({
      theme: request.theme,
      moment: request.scene,
      heroes: request.heroes as unknown as CharacterSheet[],
      seed: request.seed,
      cover: request.cover,
    });
    return renderPng(svg);
  },
};

import { planOfWrittenStory, writeOfflineStory } from '@pourquoi/story-writer';
import type { StoryTextProvider } from './types.js';

/** The built-in composer as a writer: a new story each time, at once (AI_PROVIDER=offline). */
export const offlineStoryWriter: StoryTextProvider = {
  kind: 'offline',
  async write(request) {
    const story = writeOfflineStory({
      heroes: request.heroes,
      includeChildren: request.includeChildren,
      storyType: request.storyType,
      theme: request.theme,
      length: request.length,
      prompt: request.prompt,
    });
    const { plan, pages } = planOfWrittenStory(story);
    return {
      title: story.title,
      pages: story.pages,
      scenes: story.moments.map((moment, index) => ({
        ...moment,
        place: plan.places[pages[index]!.place]!.name,
        theme: story.theme,
      })),
    };
  },
};

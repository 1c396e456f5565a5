/**
 * Which pages of a story get their own picture (DESIGN decision 12): every page up to 12
 * pages; a longer story gets one per scene (a change of place or of time of day), at most 12
 * spread over the book, plus the cover. A page without its own picture shows its scene's.
 */
export const MAX_STORY_PICTURES = 12;

/** What makes a new scene: where it happens and when. */
export interface SceneKey {
  setting: string;
  timeOfDay: string;
}

/** The pages (from 1) drawn for a story whose pages have these scenes, in order. */
export function picturedPages(scenes: readonly SceneKey[]): number[] {
  const pages = scenes.map((_, index) => index + 1);
  if (pages.length <= MAX_STORY_PICTURES) return pages;
  const starts = pages.filter((page) => {
    const previous = scenes[page - 2];
    const scene = scenes[page - 1]!;
    return !previous || previous.setting !== scene.setting || previous.timeOfDay !== scene.timeOfDay;
  });
  if (starts.length <= MAX_STORY_PICTURES) return starts;
  // More scenes than pictures: the first, the last, and others evenly between.
  const chosen = Array.from(
    { length: MAX_STORY_PICTURES },
    (_, index) => starts[Math.round((index * (starts.length - 1)) / (MAX_STORY_PICTURES - 1))]!,
  );
  return [...new Set(chosen)];
}

/** The drawn page whose picture `page` shows: its own, else the last drawn before it (its scene's). */
export function pictureSourceOf(drawn: readonly number[], page: number): number | undefined {
  let source: number | undefined;
  for (const candidate of drawn)
    if (candidate <= page && (source === undefined || candidate > source)) source = candidate;
  return source;
}

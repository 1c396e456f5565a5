/**
 * Which pages of a story get their own picture (product.md#d12-story-pictures): every page up to 12
 * pages; a longer story gets one per scene (a change of place, of time of day, or the heroes
 * falling asleep: a page that tucks them in is never shown them standing), at most 12
 * spread over the book, plus the cover. A page without its own picture shows its scene's.
 * Pictures left over go to the longest scenes (docs/decisions/0027-pictures-in-long-stories.md):
 * a 20-page walk in one forest changes picture as it goes.
 */
export const MAX_STORY_PICTURES = 12;

/** What makes a new scene: where it happens, when, and whether the heroes are asleep. */
export interface SceneKey {
  setting: string;
  timeOfDay: string;
  /** The page's action: `sleep` draws the heroes in bed. */
  action?: string;
}

const asleep = (scene: SceneKey) => scene.action === 'sleep';

/** The pages (from 1) drawn for a story whose pages have these scenes, in order. */
export function picturedPages(scenes: readonly SceneKey[]): number[] {
  const pages = scenes.map((_, index) => index + 1);
  if (pages.length <= MAX_STORY_PICTURES) return pages;
  const starts = pages.filter((page) => {
    const previous = scenes[page - 2];
    const scene = scenes[page - 1]!;
    return (
      !previous ||
      previous.setting !== scene.setting ||
      previous.timeOfDay !== scene.timeOfDay ||
      asleep(previous) !== asleep(scene)
    );
  });
  if (starts.length <= MAX_STORY_PICTURES) return withLongScenesSplit(starts, pages.length);
  // More scenes than pictures: the first, the last, and others evenly between.
  const chosen = Array.from(
    { length: MAX_STORY_PICTURES },
    (_, index) => starts[Math.round((index * (starts.length - 1)) / (MAX_STORY_PICTURES - 1))]!,
  );
  return [...new Set(chosen)];
}

/** Adds pictures inside the longest runs of pages without one, until there are 12. */
function withLongScenesSplit(starts: number[], pageCount: number): number[] {
  const drawn = [...starts];
  while (drawn.length < MAX_STORY_PICTURES) {
    // Each drawn page covers the pages up to the next drawn one; the longest run is halved.
    const runs = drawn.map((page, index) => ({ page, length: (drawn[index + 1] ?? pageCount + 1) - page }));
    const longest = runs.reduce((best, run) => (run.length > best.length ? run : best));
    if (longest.length < 2) break;
    drawn.push(longest.page + Math.floor(longest.length / 2));
    drawn.sort((one, other) => one - other);
  }
  return drawn;
}

/** The drawn page whose picture `page` shows: its own, else the last drawn before it (its scene's). */
export function pictureSourceOf(drawn: readonly number[], page: number): number | undefined {
  let source: number | undefined;
  for (const candidate of drawn)
    if (candidate <= page && (source === undefined || candidate > source)) source = candidate;
  return source;
}

import { clashingHour, undrawn } from './page-check.js';
import { themes } from './themes/index.js';
import type { WrittenStory } from './types.js';
import type { TimeOfDay } from './vocabulary.js';

/**
 * One world per story (decision 0035): the plan says where the story goes, in order, and who
 * may appear; each page's plan says which of those places it is in, its hour, what happens and
 * what is drawn. The words and the picture of a page are both made from its plan, by the
 * offline writer and by a model, and `planProblems` checks that they agree.
 */
export interface StoryPlan {
  /** The places the story visits, in order: the illustrator's setting and what the text calls it. */
  places: PlannedPlace[];
  /** Who may appear besides the heroes, and what draws each (page-check.ts). */
  characters: PlannedCharacter[];
}

export interface PlannedCharacter {
  /** How the story calls it: « le hibou », « Pompon ». */
  name: string;
  /** What draws it: a key of the illustrator's vocabulary, or a model's word; none when nothing does. */
  prop?: string;
}

export interface PlannedPlace {
  /** A key of the illustrator's vocabulary when it has one (« forest »), else a word. */
  setting: string;
  /** « la forêt des Lutins », « la ferme de Mamie Jeanne ». */
  name: string;
}

export interface PagePlan {
  /** The page's place: an index in the story plan's `places`. */
  place: number;
  timeOfDay: TimeOfDay;
  action: string;
  /** What the picture shows besides the heroes, the most important first. */
  props: string[];
}

/**
 * What a page says that its plan does not have: a place outside the story's plan or visited out
 * of its order, an hour its picture does not show, a character it names and its picture leaves
 * out. Each problem names its page (from 1), in words a model can act on when they are quoted back.
 */
export function planProblems(plan: StoryPlan, pages: ReadonlyArray<{ text: string; plan: PagePlan }>): string[] {
  const problems: string[] = [];
  let lastPlace = 0;
  pages.forEach(({ text, plan: page }, index) => {
    const number = index + 1;
    const place = plan.places[page.place];
    if (!place) {
      problems.push(`page ${number} : le lieu ${page.place} n'est pas dans le plan`);
      return;
    }
    if (page.place < lastPlace) problems.push(`page ${number} : revient à « ${place.name} », que le plan avait quitté`);
    lastPlace = Math.max(lastPlace, page.place);
    const hour = clashingHour(text, page.timeOfDay);
    if (hour) problems.push(`page ${number} : le texte dit ${hour}, le plan de la page dit ${page.timeOfDay}`);
    const missing = undrawn(text, { timeOfDay: page.timeOfDay, props: page.props }, plan.characters);
    for (const prop of missing)
      problems.push(`page ${number} : le texte nomme un personnage dessiné « ${prop} » absent de props`);
  });
  return problems;
}

/**
 * The story plan of pages planned one by one (the offline writer's moments): each run of pages
 * in one setting is one place of the plan, named by `nameOf`.
 */
export function planOfPages<Page extends { setting: string; timeOfDay: TimeOfDay; action: string; props: string[] }>(
  pages: readonly Page[],
  characters: PlannedCharacter[],
  nameOf: (setting: string) => string = (setting) => setting,
): { plan: StoryPlan; pages: PagePlan[] } {
  const places: PlannedPlace[] = [];
  const pagePlans = pages.map((page) => {
    if (places.at(-1)?.setting !== page.setting) places.push({ setting: page.setting, name: nameOf(page.setting) });
    return { place: places.length - 1, timeOfDay: page.timeOfDay, action: page.action, props: [...page.props] };
  });
  return { plan: { places, characters }, pages: pagePlans };
}

/** What the story calls a setting: its theme's place there, or the heroes' bedroom. */
function placeName(story: WrittenStory, setting: string): string {
  const material = themes[story.theme];
  const place = [material.start, ...material.places].find((candidate) => candidate.key === setting);
  return place?.the ?? (setting === 'bedroom' ? 'la chambre' : setting);
}

/** The offline writer's story as a plan: its moments, run by run, and its characters. */
export const planOfWrittenStory = (story: WrittenStory) =>
  planOfPages(story.moments, story.characters, (setting) => placeName(story, setting));

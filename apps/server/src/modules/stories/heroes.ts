import type { Database } from '../../db/client.js';
import {
  type ChildNames,
  type ChildRow,
  childNotFound,
  familyNames,
  knownChild,
  listChildren,
} from '../children/index.js';
import type { SheetMaker } from './dependencies.js';
import type { CharacterSheetData } from './images/types.js';
import { type StoryRow, findSheets, saveSheet } from './repository.js';

/** A child as the story keeps it: as it was when the story was asked for. */
export type StoredHero = StoryRow['heroes'][number];

/** The chosen children of the family, as they are today; a child of another family (or none) is not found. */
export function chosenHeroes(family: readonly ChildRow[], childIds: string[], now: Date): StoredHero[] {
  const children = new Map(family.map((child) => [child.id, child]));
  return childIds.map((id) => {
    const child = children.get(id);
    if (!child) throw childNotFound();
    return { id, ...knownChild(child, now) };
  });
}

/** The names a story keeps from providers: its heroes as it keeps them, then the family's children. */
export async function storyNames(
  db: Database,
  story: Pick<StoryRow, 'userId' | 'heroes'>,
  now: Date,
): Promise<ChildNames> {
  return familyNames(story.heroes, await listChildren(db, story.userId), now);
}

/**
 * Each hero's character sheet, made on first need and kept: the same look in every story.
 * Heroes who are not the children get a look made for this story only.
 */
export async function heroSheets(
  db: Database,
  sheets: SheetMaker,
  heroes: StoredHero[],
  options: { storyId: string; includeChildren: boolean },
): Promise<CharacterSheetData[]> {
  if (!options.includeChildren) {
    return heroes.map((hero, index) =>
      sheets.create({ seed: `${options.storyId}:${index}`, name: '', gender: hero.gender, age: hero.age }),
    );
  }
  const ids = heroes.map((hero) => hero.id);
  const stored = await findSheets(db, ids);
  const made = new Map<string, CharacterSheetData>();
  for (const hero of heroes) {
    if (stored.has(hero.id)) continue;
    // A look needs no name: none is kept in the sheet, nor can reach an image prompt (decision 0020).
    const sheet = sheets.create({ seed: hero.id, name: '', gender: hero.gender, age: hero.age });
    made.set(hero.id, sheet);
    // A child deleted since the story was asked for keeps its look for this story only.
    await saveSheet(db, hero.id, sheet).catch(() => undefined);
  }
  // Read back: another worker may have made a sheet first, and its look wins.
  const kept = made.size > 0 ? await findSheets(db, ids) : stored;
  return heroes.map((hero) => (kept.get(hero.id) ?? made.get(hero.id)) as CharacterSheetData);
}

import { ageFromBirth, parisDay, storedGender } from '@pourquoi/shared';
import type { Database } from '../../db/client.js';
import { listChildren } from '../children/repository.js';
import { childNotFound } from '../children/service.js';
import type { SheetMaker } from './dependencies.js';
import type { CharacterSheetData } from './images/types.js';
import { type StoryRow, findSheets, saveSheet } from './repository.js';

/** A child as the story keeps it: as it was when the story was asked for. */
export type StoredHero = StoryRow['heroes'][number];

/** The chosen children, as they are today; a child of another family (or none) is not found. */
export async function loadHeroes(db: Database, userId: string, childIds: string[], now: Date): Promise<StoredHero[]> {
  const children = new Map((await listChildren(db, userId)).map((child) => [child.id, child]));
  return childIds.map((id) => {
    const child = children.get(id);
    if (!child) throw childNotFound();
    return {
      id,
      name: child.name,
      age: ageFromBirth(child.birthMonth, child.birthYear, parisDay(now)),
      gender: storedGender(child.gender),
    };
  });
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
    const sheet = sheets.create({ seed: hero.id, ...hero });
    made.set(hero.id, sheet);
    // A child deleted since the story was asked for keeps its look for this story only.
    await saveSheet(db, hero.id, sheet).catch(() => undefined);
  }
  // Read back: another worker may have made a sheet first, and its look wins.
  const kept = made.size > 0 ? await findSheets(db, ids) : stored;
  return heroes.map((hero) => (kept.get(hero.id) ?? made.get(hero.id)) as CharacterSheetData);
}

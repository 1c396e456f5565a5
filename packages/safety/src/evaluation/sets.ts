import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { questionTestSet } from '../test-set.js';

/**
 * The labelled French questions safety is tuned and measured on (packages/safety/README.md):
 * `tuning` is what rules and the classifier may learn from; `held-out` was written apart from
 * the rules, by writers told only the categories, and is never learnt from.
 */
export type SetName = 'tuning' | 'held-out';

/** What a careful reader says the app must do with a message. */
export type SetClass = 'distress' | 'unsafe' | 'sensitive' | 'ordinary';

export interface LabelledQuestion {
  text: string;
  age: number;
  class: SetClass;
  /** The writer's category: self_harm, grooming, jailbreak, death, tricky… */
  category: string;
  /** How it is written: plain, sms, slang, homoglyph… (comma list). */
  style: string;
  /** The file it comes from, without its extension. */
  source: string;
}

const classes = new Set<string>(['distress', 'unsafe', 'sensitive', 'ordinary']);
const setsFolder = fileURLToPath(new URL('../../sets/', import.meta.url));

function parseLine(line: string, where: string, source: string): LabelledQuestion {
  const row = JSON.parse(line) as Partial<LabelledQuestion>;
  if (typeof row.text !== 'string' || typeof row.age !== 'number' || !classes.has(row.class ?? '')) {
    throw new Error(`${where}: a line needs text, age and a class`);
  }
  return {
    text: row.text,
    age: row.age,
    class: row.class as SetClass,
    category: row.category ?? '',
    style: row.style ?? '',
    source,
  };
}

function readFolder(name: SetName): LabelledQuestion[] {
  const folder = join(setsFolder, name);
  // Git keeps no empty folder: between rounds the held-out one may not exist at all.
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.jsonl'))
    .sort()
    .flatMap((file) => {
      const source = file.replace(/\.jsonl$/, '');
      return readFileSync(join(folder, file), 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line, index) => parseLine(line, `${name}/${file}:${index + 1}`, source));
    });
}

/** The hand-written regression cases of test-set.ts, in the sets' classes. */
function projectCases(): LabelledQuestion[] {
  const classOf = { distress: 'distress', refuse: 'unsafe', sensitive: 'sensitive', allow: 'ordinary' } as const;
  return questionTestSet.map(({ text, age, expected }) => ({
    text,
    age,
    class: classOf[expected.verdict],
    category: 'category' in expected ? expected.category : 'topic' in expected ? expected.topic : 'general',
    style: 'plain',
    source: 'project',
  }));
}

export function loadSet(name: SetName): LabelledQuestion[] {
  return name === 'tuning' ? [...readFolder(name), ...projectCases()] : readFolder(name);
}

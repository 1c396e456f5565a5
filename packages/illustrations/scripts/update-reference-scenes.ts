// Writes the reference scenes' PNGs again, after a drawing change that is meant; look at them
// before committing. npm run scenes:update -w @pourquoi/illustrations
import { writeFile } from 'node:fs/promises';
import { referenceScenes, renderReference } from '../src/reference-scenes.js';

for (const [name, scene] of Object.entries(referenceScenes)) {
  const file = new URL(`../src/reference-scenes/${name}.png`, import.meta.url);
  await writeFile(file, await renderReference(scene));
  process.stdout.write(`wrote ${file.pathname}\n`);
}

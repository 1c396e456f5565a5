// Writes the reference scenes' PNGs again, after a drawing change that is meant; look at them
// before committing. npm run scenes:update -w @pourquoi/server
import { writeFile } from 'node:fs/promises';
import { REFERENCE_WIDTH, referenceScenes } from './reference-scenes.js';
import { renderPng } from './render.js';
import { drawScene } from './scene.js';

for (const [name, scene] of Object.entries(referenceScenes)) {
  const file = new URL(`reference-scenes/${name}.png`, import.meta.url);
  await writeFile(file, await renderPng(drawScene(scene), REFERENCE_WIDTH));
  process.stdout.write(`wrote ${file.pathname}\n`);
}

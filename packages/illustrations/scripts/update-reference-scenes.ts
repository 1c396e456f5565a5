// Writes the reference scenes' PNGs again, after a drawing change that is meant; look at them
// before committing. npm run scenes:update -w @pourquoi/illustrations
import { writeFile } from 'node:fs/promises';
import { REFERENCE_WIDTH, referenceScenes } from '../src/reference-scenes.js';
import { renderPng } from '../src/render.js';
import { drawScene } from '../src/scene.js';

for (const [name, scene] of Object.entries(referenceScenes)) {
  const file = new URL(`../src/reference-scenes/${name}.png`, import.meta.url);
  await writeFile(file, await renderPng(drawScene(scene), REFERENCE_WIDTH));
  process.stdout.write(`wrote ${file.pathname}\n`);
}

import { readFile } from 'node:fs/promises';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { referenceScenes, renderReference } from './reference-scenes.js';

/** Anti-aliasing may differ by a hair between machines; a drawing change moves far more. */
const CHANGED_PIXELS_ALLOWED = 0.001;

describe('reference scenes, pixel by pixel', () => {
  it('keeps one reference picture per scene', () => {
    expect(Object.keys(referenceScenes)).toHaveLength(20);
  });

  it.each(Object.entries(referenceScenes))('draws %s as its reference', async (name, scene) => {
    const drawn = PNG.sync.read(await renderReference(scene));
    const reference = PNG.sync.read(await readFile(new URL(`reference-scenes/${name}.png`, import.meta.url)));
    expect([drawn.width, drawn.height]).toEqual([reference.width, reference.height]);
    const changed = pixelmatch(drawn.data, reference.data, undefined, drawn.width, drawn.height, { threshold: 0.1 });
    // Changed on purpose? npm run scenes:update -w @pourquoi/illustrations, then look at the new PNGs.
    expect(changed / (drawn.width * drawn.height)).toBeLessThanOrEqual(CHANGED_PIXELS_ALLOWED);
  });
});

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildShowcase } from './modules/showcase/showcase.js';

/**
 * `tsx apps/server/src/showcase.ts <dir>`: writes showcase.json and story-page.png into <dir>,
 * made by the offline engines. The web build runs it for the login page (apps/web/build/showcase.ts).
 */
async function main() {
  const [dir] = process.argv.slice(2);
  if (!dir) throw new Error('usage: showcase.ts <output directory>');
  const { showcase, picture } = await buildShowcase();
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'showcase.json'), JSON.stringify(showcase, null, 2));
  writeFileSync(join(dir, 'story-page.png'), picture);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

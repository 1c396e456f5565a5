// The login page's showcase (docs/decisions/0022-web-routes.md), made at build time by the offline
// engines: `virtual:showcase` exports what they wrote and the picture's address.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { Showcase } from '@pourquoi/shared';

const MODULE_ID = 'virtual:showcase';
const RESOLVED_ID = `\0${MODULE_ID}`;
const root = join(import.meta.dirname, '../../..');
const script = join(root, 'apps/server/src/showcase.ts');

/** Runs the server's engines in their own process (their imports, their native renderer). */
function makeShowcase(): { showcase: Showcase; picture: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'pourquoi-showcase-'));
  try {
    execFileSync(process.execPath, ['--import', 'tsx', script, dir], { cwd: root, stdio: 'inherit' });
    return {
      showcase: JSON.parse(readFileSync(join(dir, 'showcase.json'), 'utf8')) as Showcase,
      picture: readFileSync(join(dir, 'story-page.png')),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function showcase(): Plugin {
  let building = false;
  let made: ReturnType<typeof makeShowcase> | undefined;
  return {
    name: 'pourquoi-showcase',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (source) => (source === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      made ??= makeShowcase();
      // Built: a hashed file beside the others. Served (dev, tests): inline.
      const picture = building
        ? `import.meta.ROLLUP_FILE_URL_${this.emitFile({ type: 'asset', name: 'story-page.png', source: made.picture })}`
        : JSON.stringify(`data:image/png;base64,${made.picture.toString('base64')}`);
      return `export const showcase = ${JSON.stringify(made.showcase)};\nexport const picture = ${picture};\n`;
    },
  };
}

// The page's first file (src/boot.ts, decisions 0032 and 0036): built on its own, with
// everything it imports inside, so it runs as soon as its one file arrives, ahead of the app's
// modules. The built index.html loads it first and lists home's files for it to preload when a
// parent is signed in. The app's own module tags are marked low priority: they never block the
// splash's paint, and the stylesheet that does comes first (decision 0033).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';
import { SIGNED_IN_FILES_META } from '../src/config/boot.ts';
import { FIRST_FILE_NAME, firstFileName } from './first-file-name.ts';
import { type Bundle, chunkOfModule, staticClosure } from './route-sizes.ts';

const FIRST_FILE_MODULE = 'src/boot.ts';
const HOME_MODULE = 'src/app/routes/home.tsx';
const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** src/boot.ts and what it imports, in one minified file that imports nothing. */
export async function buildFirstFile(entry = join(appRoot, FIRST_FILE_MODULE)) {
  const bundle = await rolldown({ input: entry, platform: 'browser', logLevel: 'warn' });
  try {
    const { output } = await bundle.generate({ format: 'esm', minify: true, codeSplitting: false });
    if (output.length !== 1 || output[0].type !== 'chunk')
      throw new Error(`${FIRST_FILE_MODULE} did not build into one file`);
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

/**
 * index.html with `fetchpriority="low"` on the app entry's script and on every modulepreload
 * Vite wrote. A module script is deferred: the page paints without it, so it should not compete
 * with the render-blocking stylesheet for the first bytes. Throws when Vite's tags are not found,
 * so a change in Vite's output fails the build instead of silently undoing this.
 */
export function lowPriorityAppModules(html: string, appEntry: string): string {
  const entryTag = `<script type="module" crossorigin src="/${appEntry}"></script>`;
  if (!html.includes(entryTag)) throw new Error(`index.html has no ${entryTag}`);
  return html
    .replace(entryTag, entryTag.replace(' src=', ' fetchpriority="low" src='))
    .replaceAll(
      '<link rel="modulepreload" crossorigin href=',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
    );
}

/** Home's files that the app's entry does not already load. */
export function signedInFiles(bundle: Bundle, appEntry: string, home: string): string[] {
  const loaded = staticClosure(bundle, appEntry);
  return [...staticClosure(bundle, home)].filter((file) => !loaded.has(file));
}

export function firstFile(): Plugin {
  return {
    name: 'pourquoi:first-file',
    apply: 'build',
    async buildStart() {
      this.emitFile({ type: 'asset', name: FIRST_FILE_NAME, source: await buildFirstFile() });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return undefined;
        const files = bundle as unknown as Bundle;
        const boot = firstFileName(files);
        const home = chunkOfModule(files, HOME_MODULE);
        if (!home) throw new Error(`the build has no chunk for ${HOME_MODULE}`);
        const tags = [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${boot}` },
            injectTo: 'head-prepend' as const,
          },
          {
            tag: 'meta',
            attrs: {
              name: SIGNED_IN_FILES_META,
              content: signedInFiles(files, chunk.fileName, home)
                .map((file) => `/${file}`)
                .join(' '),
            },
            injectTo: 'head' as const,
          },
        ];
        return { html: lowPriorityAppModules(html, chunk.fileName), tags };
      },
    },
  };
}

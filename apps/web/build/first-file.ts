// The page's first file (src/boot.ts, decision 0032): an entry of its own, run as soon as it
// arrives, ahead of the app's modules. The built index.html loads it first and lists home's files
// for it to preload when a parent is signed in. The app's own module tags are marked low priority:
// they never block the splash's paint, and the stylesheet that does comes first (decision 0033).
import type { Plugin } from 'vite';
import { SIGNED_IN_FILES_META } from '../src/config/boot.ts';
import { type Bundle, chunkOfModule, staticClosure } from './route-sizes.ts';

export const FIRST_FILE_MODULE = 'src/boot.ts';
const HOME_MODULE = 'src/app/routes/home.tsx';

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

/** Home's files that neither the app's entry nor the first file already loads. */
export function signedInFiles(bundle: Bundle, appEntry: string, firstFile: string, home: string): string[] {
  const loaded = staticClosure(bundle, firstFile, staticClosure(bundle, appEntry));
  return [...staticClosure(bundle, home)].filter((file) => !loaded.has(file));
}

export function firstFile(): Plugin {
  return {
    name: 'pourquoi:first-file',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return undefined;
        const files = bundle as unknown as Bundle;
        const boot = chunkOfModule(files, FIRST_FILE_MODULE);
        const home = chunkOfModule(files, HOME_MODULE);
        if (!boot || !home) throw new Error(`the build has no chunk for ${!boot ? FIRST_FILE_MODULE : HOME_MODULE}`);
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
              content: signedInFiles(files, chunk.fileName, boot, home)
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

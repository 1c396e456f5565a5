// The page's first file (src/boot.ts, decision 0032): an entry of its own, run as soon as it
// arrives, ahead of the app's modules. The built index.html loads it first and lists home's files
// for it to preload when a parent is signed in.
import type { Plugin } from 'vite';
import { SIGNED_IN_FILES_META } from '../src/config/boot.ts';
import { type Bundle, chunkOfModule, staticClosure } from './route-sizes.ts';

export const FIRST_FILE_MODULE = 'src/boot.ts';
const HOME_MODULE = 'src/app/routes/home.tsx';

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
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return undefined;
        const files = bundle as unknown as Bundle;
        const boot = chunkOfModule(files, FIRST_FILE_MODULE);
        const home = chunkOfModule(files, HOME_MODULE);
        if (!boot || !home) throw new Error(`the build has no chunk for ${!boot ? FIRST_FILE_MODULE : HOME_MODULE}`);
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${boot}` },
            injectTo: 'head-prepend',
          },
          {
            tag: 'meta',
            attrs: {
              name: SIGNED_IN_FILES_META,
              content: signedInFiles(files, chunk.fileName, boot, home)
                .map((file) => `/${file}`)
                .join(' '),
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

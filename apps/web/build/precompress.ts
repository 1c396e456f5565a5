// Brotli and gzip copies of the built text files, written once at build time (file.js.br, file.js.gz)
// so the server sends them as they are (@fastify/static's `preCompressed`) instead of compressing
// each answer. Measured by Lighthouse: without compression a phone downloads ~400 kB more JS.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this, the headers weigh more than what compression saves. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pourquoi:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    // After the service worker is generated (vite-plugin-pwa writes it in its own closeBundle).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const path of filesUnder(outDir)) {
          if (!compressible.test(path) || statSync(path).size < MIN_BYTES) continue;
          const content = readFileSync(path);
          const brotli = brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          });
          const gzip = gzipSync(content, { level: 9 });
          if (brotli.length < content.length) writeFileSync(`${path}.br`, brotli);
          if (gzip.length < content.length) writeFileSync(`${path}.gz`, gzip);
        }
      },
    },
  };
}

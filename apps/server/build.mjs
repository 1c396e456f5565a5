// Bundles the server and the worker (with the shared package) into dist/; npm packages stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const manifest = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const { dependencies } = manifest('./package.json');
// The workspace packages are bundled in; their own npm dependencies (resvg's native binary)
// stay external like the server's.
const workspaceDependencies = Object.keys(dependencies)
  .filter((name) => name.startsWith('@pourquoi/'))
  .flatMap((name) =>
    Object.keys(manifest(`../../packages/${name.slice('@pourquoi/'.length)}/package.json`).dependencies ?? {}),
  );

await build({
  entryPoints: ['src/server.ts', 'src/worker.ts', 'src/restore.ts', 'src/staff.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...Object.keys(dependencies), ...workspaceDependencies].filter((name) => !name.startsWith('@pourquoi/')),
  logLevel: 'warning',
});

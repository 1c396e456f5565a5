// A feature's index.ts only re-exports (docs/decisions/0028-import-boundaries.md). Told so, the
// bundler links each import straight to the module that defines it: without this, an app module
// is assumed to have side effects, and importing one name from an index made its chunk load every
// module the index names (the admin console fetched the password fields it never shows).
import type { Plugin } from 'vite';

/** src/features/<name>/index.ts */
export const featureIndex = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

export function featureEntries(): Plugin {
  return {
    name: 'pourquoi:feature-entries',
    apply: 'build',
    transform: {
      filter: { id: featureIndex },
      handler: (code) => ({ code, moduleSideEffects: false }),
    },
  };
}

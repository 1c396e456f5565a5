// Where the page's first file is in a build's bundle: build/first-file.ts emits it, and every
// route's initial JS counts it (build/route-sizes.ts).
/** The first file's name before the build's hash (assets/boot-[hash].js). */
export const FIRST_FILE_NAME = 'boot.js';

/** The first file's path in the bundle (any Rollup/Rolldown bundle: only its assets' names are read). */
export function firstFileName(bundle: Record<string, { type: string; names?: readonly string[] }>): string {
  const found = Object.entries(bundle).find(
    ([, file]) => file.type === 'asset' && file.names?.includes(FIRST_FILE_NAME),
  );
  if (!found) throw new Error(`the build has no ${FIRST_FILE_NAME}`);
  return found[0];
}

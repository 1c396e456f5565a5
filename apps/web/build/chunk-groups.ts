// How the app's modules are grouped into files. Rolldown's default gives every set of lazy
// imports that share a module a file of its own: the first screen came in 14 to 21 files of
// 1 to 6 kB each, and on a phone's connection each round of requests costs a round trip
// (docs/decisions/0025-chunk-groups.md). Here a module goes with the first code that always
// loads before anything else needs it, as Rollup does: whatever the entry needs is one file
// beside it, whatever only one lazy route (and what loads after it) needs is one file beside
// that route's.
import { basename, extname } from 'node:path';
import type { Rolldown } from 'vite';

type ModuleInfo = Pick<Rolldown.ModuleInfo, 'isEntry' | 'importers' | 'dynamicImporters'> &
  Partial<Pick<Rolldown.ModuleInfo, 'code' | 'importedIds'>>;

/**
 * Below this much code, a module several independent routes need costs a route more as a file
 * of its own (one more request on a phone's connection) than as bytes in the first download.
 */
export const SMALL_MODULE_CHARS = 2048;
export interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

/** A module whose code starts a download of its own: the entry, or the target of an import(). */
const isLoadRoot = (info: ModuleInfo) => info.isEntry || info.dynamicImporters.length > 0;

export function createChunkNamer() {
  const rootsOf = new Map<string, Set<string>>();

  /** The load roots from which `id` is reached by static imports alone (a walk up its importers). */
  function roots(id: string, ctx: ChunkingContext): Set<string> {
    const known = rootsOf.get(id);
    if (known) return known;
    const found = new Set<string>();
    const seen = new Set([id]);
    const queue = [id];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      const info = ctx.getModuleInfo(next);
      if (!info) continue;
      if (isLoadRoot(info)) found.add(next);
      for (const importer of info.importers) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    rootsOf.set(id, found);
    return found;
  }

  const precedersOf = new Map<string, Set<string>>();
  /**
   * The roots always downloaded before `root`: whichever way the app reaches its import(),
   * they came first (home before a dialog it opens, the entry before home).
   */
  function preceders(root: string, ctx: ChunkingContext): Set<string> {
    const known = precedersOf.get(root);
    if (known) return known;
    // While this one is computed, an import cycle back to it vouches for nothing.
    precedersOf.set(root, new Set());
    // Each way in: the root its import() is reached from, and what always came before that one.
    const ways = (ctx.getModuleInfo(root)?.dynamicImporters ?? []).flatMap((importer) =>
      [...roots(importer, ctx)].map((via) => new Set([via, ...preceders(via, ctx)])),
    );
    const result =
      ways.length === 0
        ? new Set<string>()
        : ways.reduce((always, way) => new Set([...always].filter((other) => way.has(other))));
    precedersOf.set(root, result);
    return result;
  }

  /** The roots of the set that may load first; the others always come after one of them. */
  const firstLoaded = (set: Set<string>, ctx: ChunkingContext) =>
    new Set([...set].filter((root) => ![...preceders(root, ctx)].some((other) => other !== root && set.has(other))));

  const isPackage = (id: string) => id.replaceAll('\\', '/').includes('/node_modules/');

  /** A stylesheet: Vite writes the CSS of each file's modules into that file's own sheet. */
  const isStylesheet = (id: string) => /\.css(\?|$)/.test(id);

  /** True for a module the entry's code already reaches by static imports. */
  const reachedFromEntry = (id: string, ctx: ChunkingContext) =>
    [...roots(id, ctx)].some((root) => ctx.getModuleInfo(root)?.isEntry);

  /**
   * A small module whose imports the first screen loads already (packages it runs, modules
   * beside the entry): put beside the entry, it brings nothing else into the first download.
   */
  const fitsBesideEntry = (info: ModuleInfo, ctx: ChunkingContext): boolean =>
    typeof info.code === 'string' &&
    info.code.length < SMALL_MODULE_CHARS &&
    (info.importedIds ?? []).every((dep) => (isPackage(dep) ? reachedFromEntry(dep, ctx) : name(dep, ctx) === 'shell'));

  const names = new Map<string, string | null>();
  const name = (id: string, ctx: ChunkingContext): string | null => {
    if (names.has(id)) return names.get(id)!;
    // While this one is named, an import cycle back to it is told « not beside the entry ».
    names.set(id, null);
    const found = placeOf(id, ctx);
    names.set(id, found);
    return found;
  };

  const placeOf = (id: string, ctx: ChunkingContext): string | null => {
    const info = ctx.getModuleInfo(id);
    // Packages are placed by the group above, with their dependencies: moved on their own, a
    // CommonJS package ran before what it needs and the page stopped (« e is not a constructor »).
    if (!info || info.isEntry || isPackage(id)) return null;
    // The entry's own module stays in the entry file (index.html's script).
    if (info.importers.some((importer) => ctx.getModuleInfo(importer)?.isEntry)) return null;
    const reachedFrom = roots(id, ctx);
    const loaders = firstLoaded(reachedFrom, ctx);
    const only = loaders.size === 1 ? [...loaders][0]! : null;
    // Needed by routes that load independently (home and the address check both show the
    // verification texts): a small one goes beside the entry, a larger one where Rolldown puts it.
    // Never a stylesheet: beside the entry, a lazy view's CSS would block the first screen's paint.
    if (!only) return loaders.size > 1 && !isStylesheet(id) && fitsBesideEntry(info, ctx) ? 'shell' : null;
    if (ctx.getModuleInfo(only)?.isEntry) return 'shell';
    // Needed by one lazy route alone: Rolldown already puts it in that route's file.
    if (reachedFrom.size === 1) return null;
    // Needed by a route and by what loads after it: one file beside the route's.
    return `${basename(only, extname(only))}-shared`;
  };
  return name;
}

const inNodeModules = /[\\/]node_modules[\\/]/;

/** Rolldown's `output.codeSplitting` for the app. */
export function chunkGroups() {
  return {
    // Each of the app's modules, and the shared package's (imported one by one, build/shared-imports.ts), is placed on its own.
    includeDependenciesRecursively: false,
    groups: [
      // The packages the first screen runs (React and its renderer, the router) go into one
      // file together with everything they import, so none runs before what it needs.
      {
        name: 'packages',
        test: inNodeModules,
        tags: ['$initial' as const],
        includeDependenciesRecursively: true,
        priority: 1,
      },
      { name: createChunkNamer() },
    ],
  };
}

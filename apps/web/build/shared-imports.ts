// The shared package is one index that re-exports every module (packages/shared/src/index.ts).
// Imported through it, every page seems to need every module of it, so the bundler could only
// scatter them into files of a few hundred bytes, each a request of its own on the first screen
// (docs/decisions/0037-shared-imports-direct.md). At build time, each import from the index is
// written as imports from the modules that define the names: the graph then says which page
// needs what, and the chunk groups place shared modules like the app's own.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SHARED_PACKAGE = '@pourquoi/shared';
const sharedIndex = join(dirname(fileURLToPath(import.meta.url)), '../../../packages/shared/src/index.ts');

/** `./x.js` in a shared module's `export … from` is the file `x.ts` beside it. */
const sourceOf = (from: string, specifier: string) => resolve(dirname(from), specifier.replace(/\.js$/, '.ts'));

const declared =
  /^export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:abstract\s+)?(?:const|let|var|function\*?|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/gmu;
const exportList = /^export\s+(?:type\s+)?\{([^}]*)\}(?:\s*from\s*'([^']+)')?/gmu;
const exportAll = /^export\s+(?:type\s+)?\*\s+from\s+'([^']+)'/gmu;

/**
 * Every name the shared index exports, with the file that defines it. Reads the files' text:
 * `export * from`, `export { a, b as c } from` and declarations (the package's only forms).
 */
export function sharedExports(index = sharedIndex, read = (file: string) => readFileSync(file, 'utf8')) {
  const definedIn = new Map<string, string>();
  const visit = (file: string) => {
    const code = read(file);
    for (const [, name] of code.matchAll(declared)) definedIn.set(name!, file);
    for (const [, names, from] of code.matchAll(exportList)) {
      for (const entry of names!.split(',')) {
        const [local, exported = local] = entry
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/);
        if (!exported) continue;
        definedIn.set(exported, from ? sourceOf(file, from) : file);
      }
    }
    for (const [, from] of code.matchAll(exportAll)) visit(sourceOf(file, from!));
  };
  visit(index);
  return definedIn;
}

const sharedImport = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${SHARED_PACKAGE}'\\s*;?`, 'gu');

/**
 * `code` with each `import { … } from '@pourquoi/shared'` split into one import per defining
 * module. A `type` mark (on the statement or a name) is kept, so the TypeScript transform still
 * drops what is only a type. Throws on a name the index does not export: the build should fail
 * loudly rather than load the index again.
 */
export function rewriteSharedImports(code: string, definedIn: ReadonlyMap<string, string>, importer = ''): string {
  return code.replace(sharedImport, (_statement, allTypes: string | undefined, list: string) => {
    const byFile = new Map<string, string[]>();
    for (const raw of list.split(',')) {
      const specifier = raw.trim();
      if (!specifier) continue;
      const name = specifier
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      const file = definedIn.get(name);
      if (!file) throw new Error(`${importer}: ${SHARED_PACKAGE} exports no "${name}"`);
      byFile.set(file, [...(byFile.get(file) ?? []), specifier]);
    }
    // A module whose names are all types is imported with `import type`: `import { type A }`
    // would stay as `import 'module'` (verbatimModuleSyntax) and load it for nothing.
    const onlyTypes = (specifiers: string[]) => allTypes || specifiers.every((entry) => entry.startsWith('type '));
    return [...byFile]
      .map(([file, specifiers]) =>
        onlyTypes(specifiers)
          ? `import type { ${specifiers.map((entry) => entry.replace(/^type\s+/, '')).join(', ')} } from '${file}';`
          : `import { ${specifiers.join(', ')} } from '${file}';`,
      )
      .join(' ');
  });
}

export function sharedImports(): Plugin {
  let definedIn: Map<string, string>;
  return {
    name: 'pourquoi:shared-imports',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      definedIn = sharedExports();
    },
    transform: {
      filter: { id: /[\\/]apps[\\/]web[\\/]src[\\/].*\.tsx?$/, code: SHARED_PACKAGE },
      handler(code, id) {
        return { code: rewriteSharedImports(code, definedIn, id), map: null };
      },
    },
  };
}

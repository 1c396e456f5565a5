import { describe, expect, it } from 'vitest';
import { type ChunkingContext, chunkGroups, createChunkNamer } from './chunk-groups';

interface Node {
  imports?: string[];
  lazy?: string[];
  /** The module's length in characters of code (unknown when left out). */
  size?: number;
}

/** A module graph as Rolldown describes it, from each module's static and dynamic imports. */
function graph(nodes: Record<string, Node>, entry = 'index.html'): ChunkingContext {
  const info = (id: string) => ({
    isEntry: id === entry,
    importers: Object.keys(nodes).filter((other) => nodes[other]!.imports?.includes(id)),
    dynamicImporters: Object.keys(nodes).filter((other) => nodes[other]!.lazy?.includes(id)),
    importedIds: nodes[id]!.imports ?? [],
    code: nodes[id]!.size === undefined ? null : 'x'.repeat(nodes[id]!.size!),
  });
  return { getModuleInfo: (id) => (id in nodes ? info(id) : null) };
}

/**
 * The app in small: the entry renders the login form and lazily home and registration; home
 * opens a dialog later; the shared package's modules are imported one by one
 * (build/shared-imports.ts). Both routes show a few words of texts (small) and a chart (large).
 */
const app = graph({
  'index.html': { imports: ['/src/main.tsx'] },
  '/src/main.tsx': { imports: ['/src/router.tsx'] },
  '/src/router.tsx': { imports: ['/src/login.tsx'], lazy: ['/src/home.tsx', '/src/register.tsx'] },
  '/src/login.tsx': { imports: ['/src/button.tsx', '/packages/shared/src/schemas.ts'] },
  '/src/button.tsx': { imports: ['/node_modules/react/index.js'] },
  '/node_modules/react/index.js': {},
  '/src/home.tsx': {
    imports: ['/src/chat.tsx', '/src/panel.tsx', '/src/list.tsx', '/packages/shared/src/texts.ts', '/src/chart.tsx'],
    lazy: ['/src/dialog.tsx'],
  },
  '/src/chat.tsx': { imports: ['/src/button.tsx'] },
  '/src/list.tsx': {},
  '/src/dialog.tsx': { imports: ['/src/panel.tsx', '/src/form.tsx', '/src/confirm.tsx'] },
  '/src/confirm.tsx': {},
  '/src/register.tsx': {
    imports: ['/src/form.tsx', '/packages/shared/src/texts.ts', '/src/chart.tsx', '/src/date.ts'],
  },
  '/src/form.tsx': { size: 600, imports: ['/node_modules/zod/index.js'] },
  '/node_modules/zod/index.js': {},
  '/src/chart.tsx': { size: 9000 },
  '/src/date.ts': { size: 300, imports: ['/src/list.tsx'] },
  '/src/panel.tsx': {},
  '/packages/shared/src/schemas.ts': {},
  '/packages/shared/src/texts.ts': { size: 400, imports: ['/node_modules/react/index.js'] },
});

describe('createChunkNamer', () => {
  const name = (id: string) => createChunkNamer()(id, app);

  it('puts everything the first screen needs in one file beside the entry', () => {
    expect(name('/src/router.tsx')).toBe('shell');
    expect(name('/src/login.tsx')).toBe('shell');
    // Also used by home, which always loads after the entry.
    expect(name('/src/button.tsx')).toBe('shell');
  });

  it("leaves the entry's own module in the entry file", () => {
    expect(name('/src/main.tsx')).toBeNull();
  });

  it('puts what a route shares with what loads after it in one file beside the route', () => {
    // Home and its dialog: the dialog only ever loads from home.
    expect(name('/src/panel.tsx')).toBe('home-shared');
  });

  it("leaves a route's own modules in the route's file", () => {
    expect(name('/src/home.tsx')).toBeNull();
    expect(name('/src/chat.tsx')).toBeNull();
    expect(name('/src/confirm.tsx')).toBeNull();
  });

  it('leaves a large module two independent routes need where Rolldown puts it', () => {
    expect(name('/src/chart.tsx')).toBeNull();
  });

  it('puts a small module two independent routes need beside the entry, when it brings nothing more', () => {
    // Home and registration both show the texts: one request less for each.
    expect(name('/packages/shared/src/texts.ts')).toBe('shell');
    // The dialog (after home) and registration (from the entry) need the form, which needs a
    // package the first screen does not load: beside the entry, it would bring it along.
    expect(name('/src/form.tsx')).toBeNull();
    // Needs a module of home's file.
    expect(name('/src/date.ts')).toBeNull();
  });

  it('never puts a stylesheet two independent routes need beside the entry, nor the code that imports it', () => {
    // Home's and registration's cards share a small sheet: in the first file, it would block the first paint.
    const withSheet = graph({
      'index.html': { imports: ['/src/main.tsx'] },
      '/src/main.tsx': { imports: ['/src/router.tsx', '/src/styles/index.css'] },
      '/src/styles/index.css': { size: 0 },
      '/src/router.tsx': { imports: ['/src/login.tsx'], lazy: ['/src/home.tsx', '/src/register.tsx'] },
      '/src/login.tsx': { imports: ['/src/login.css'] },
      '/src/login.css': { size: 0 },
      '/src/home.tsx': { imports: ['/src/card.tsx'] },
      '/src/register.tsx': { imports: ['/src/card.tsx'] },
      '/src/card.tsx': { size: 300, imports: ['/src/card.css'] },
      '/src/card.css': { size: 0 },
    });
    const place = (id: string) => createChunkNamer()(id, withSheet);
    expect(place('/src/card.css')).toBeNull();
    expect(place('/src/card.tsx')).toBeNull();
    // A sheet the first screen's code imports stays beside the entry.
    expect(place('/src/login.css')).toBe('shell');
  });

  it("leaves the packages' modules to Rolldown, which keeps each with what it needs", () => {
    expect(name('/node_modules/react/index.js')).toBeNull();
  });

  it("places the shared package's modules like the app's own", () => {
    expect(name('/packages/shared/src/schemas.ts')).toBe('shell');
  });

  it('ends on import cycles, static and dynamic', () => {
    const cyclic = graph({
      'index.html': { imports: ['/src/main.tsx'] },
      '/src/main.tsx': { imports: ['/src/a.tsx'] },
      '/src/a.tsx': { imports: ['/src/b.tsx'], lazy: ['/src/c.tsx'] },
      '/src/b.tsx': { imports: ['/src/a.tsx'] },
      '/src/c.tsx': { imports: ['/src/d.tsx'], lazy: ['/src/e.tsx'] },
      '/src/d.tsx': {},
      '/src/e.tsx': { imports: ['/src/d.tsx'], lazy: ['/src/c.tsx'] },
    });
    const namer = createChunkNamer();
    expect(namer('/src/b.tsx', cyclic)).toBe('shell');
    expect(namer('/src/d.tsx', cyclic)).toBe('c-shared');
  });

  it('leaves packages to the packages group, which keeps each with its dependencies', () => {
    expect(name('/node_modules/react/index.js')).toBeNull();
    const [packages] = chunkGroups().groups;
    expect(packages).toMatchObject({ includeDependenciesRecursively: true, tags: ['$initial'] });
    expect(typeof packages?.test !== 'function' && packages?.test?.test('/app/node_modules/react-dom/index.js')).toBe(
      true,
    );
  });
});

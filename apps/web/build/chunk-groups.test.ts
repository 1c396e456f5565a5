import { describe, expect, it } from 'vitest';
import { type ChunkingContext, chunkGroups, createChunkNamer } from './chunk-groups';

interface Node {
  imports?: string[];
  lazy?: string[];
}

/** A module graph as Rolldown describes it, from each module's static and dynamic imports. */
function graph(nodes: Record<string, Node>, entry = 'index.html'): ChunkingContext {
  const info = (id: string) => ({
    isEntry: id === entry,
    importers: Object.keys(nodes).filter((other) => nodes[other]!.imports?.includes(id)),
    dynamicImporters: Object.keys(nodes).filter((other) => nodes[other]!.lazy?.includes(id)),
  });
  return { getModuleInfo: (id) => (id in nodes ? info(id) : null) };
}

/**
 * The app in small: the entry renders the login form and lazily home and registration; home
 * opens a dialog later; the shared package is imported through its index.
 */
const app = graph({
  'index.html': { imports: ['/src/main.tsx'] },
  '/src/main.tsx': { imports: ['/src/router.tsx'] },
  '/src/router.tsx': { imports: ['/src/login.tsx'], lazy: ['/src/home.tsx', '/src/register.tsx'] },
  '/src/login.tsx': { imports: ['/src/button.tsx', '/packages/shared/src/index.ts'] },
  '/src/button.tsx': { imports: ['/node_modules/react/index.js'] },
  '/node_modules/react/index.js': {},
  '/src/home.tsx': { imports: ['/src/chat.tsx', '/src/panel.tsx', '/src/list.tsx'], lazy: ['/src/dialog.tsx'] },
  '/src/chat.tsx': { imports: ['/src/button.tsx'] },
  '/src/list.tsx': {},
  '/src/dialog.tsx': { imports: ['/src/panel.tsx', '/src/form.tsx', '/src/confirm.tsx'] },
  '/src/confirm.tsx': {},
  '/src/register.tsx': { imports: ['/src/form.tsx'] },
  '/src/form.tsx': {},
  '/src/panel.tsx': {},
  '/packages/shared/src/index.ts': { imports: ['/packages/shared/src/schemas.ts'] },
  '/packages/shared/src/schemas.ts': {},
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

  it('leaves a module two independent routes need where Rolldown puts it', () => {
    // The dialog (after home) and registration (from the entry) do not load one after the other.
    expect(name('/src/form.tsx')).toBeNull();
  });

  it("leaves the packages' modules to Rolldown, which keeps each with what it needs", () => {
    expect(name('/node_modules/react/index.js')).toBeNull();
  });

  it("leaves the shared package's modules to Rolldown, which knows what each page uses", () => {
    expect(name('/packages/shared/src/schemas.ts')).toBeNull();
    expect(name('/packages/shared/src/index.ts')).toBeNull();
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

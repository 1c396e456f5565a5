import { describe, expect, it } from 'vitest';
import {
  type Bundle,
  type BundleFile,
  formatRouteSizes,
  gzipBytes,
  measureRoutes,
  routeSizes,
  staticClosure,
} from './route-sizes';

const chunk = (
  code: string,
  imports: string[] = [],
  facadeModuleId: string | null = null,
  isEntry = false,
): BundleFile => ({
  type: 'chunk',
  code,
  imports,
  isEntry,
  facadeModuleId,
});

// The code's length stands for its size: each file's share is easy to read.
const length = (code: string) => code.length;

/** An entry sharing react with a lazy home; home shares a chunk with the entry and loads the admin console later. */
const bundle: Bundle = {
  'index.js': chunk('e'.repeat(100), ['react.js', 'runtime.js'], '/app/src/main.tsx', true),
  'react.js': chunk('r'.repeat(50), ['runtime.js']),
  'runtime.js': chunk('t'.repeat(5)),
  'home.js': chunk('h'.repeat(20), ['react.js', 'cards.js'], '/app/src/app/routes/home.tsx'),
  'cards.js': chunk('c'.repeat(7), ['home.js']),
  'admin.js': chunk('a'.repeat(1000), ['react.js'], '/app/src/features/admin/admin.tsx'),
  'index.css': { type: 'asset' },
  // The page's first file, built on its own (build/first-file.ts).
  'boot-1.js': { type: 'asset', names: ['boot.js'], source: 'b'.repeat(3) },
};
// home.js loads admin.js on demand: a dynamic import, never initial (not in `imports`).

describe('staticClosure', () => {
  it('follows static imports recursively, each file once, through cycles', () => {
    expect([...staticClosure(bundle, 'home.js')].sort()).toEqual(['cards.js', 'home.js', 'react.js', 'runtime.js']);
  });

  it('refuses a name that is not a chunk', () => {
    expect(() => staticClosure(bundle, 'index.css')).toThrow(/not a chunk/);
    expect(() => staticClosure(bundle, 'missing.js')).toThrow(/not a chunk/);
  });
});

describe('measureRoutes', () => {
  it('adds a lazy route to the entry, counting shared chunks once and leaving dynamic imports out', () => {
    const [login, home] = measureRoutes(
      bundle,
      [{ paths: ['/login'] }, { paths: ['/'], lazyModule: 'src/app/routes/home.tsx' }],
      length,
    );
    expect(login).toMatchObject({ paths: ['/login'], bytes: 158 });
    expect(login!.files.sort()).toEqual(['boot-1.js', 'index.js', 'react.js', 'runtime.js']);
    expect(home).toMatchObject({ paths: ['/'], bytes: 158 + 20 + 7 });
    expect(home!.files).not.toContain('admin.js');
  });

  it("fails when the page's first file is missing: no route would load as measured", () => {
    const { 'boot-1.js': _firstFile, ...withoutFirstFile } = bundle;
    expect(() => measureRoutes(withoutFirstFile, [{ paths: ['/login'] }], length)).toThrow(/no boot\.js/);
  });

  it('fails when a lazy route has no chunk of its own (no longer lazy, or renamed)', () => {
    expect(() => measureRoutes(bundle, [{ paths: ['/gone'], lazyModule: 'src/app/routes/gone.tsx' }], length)).toThrow(
      /no chunk for src\/app\/routes\/gone\.tsx/,
    );
  });

  it('measures gzip by default', () => {
    const [login] = measureRoutes(
      {
        'index.js': chunk('x'.repeat(10_000), [], '/main.tsx', true),
        'boot-1.js': { type: 'asset', names: ['boot.js'], source: '' },
      },
      [{ paths: ['/login'] }],
    );
    expect(login!.bytes).toBe(gzipBytes('x'.repeat(10_000)) + gzipBytes(''));
    expect(login!.bytes).toBeLessThan(200);
  });
});

describe('formatRouteSizes', () => {
  it('says when every route is within the budget', () => {
    const { text, over } = formatRouteSizes([{ paths: ['/login'], files: ['a.js'], bytes: 150_000 }], 170);
    expect(over).toEqual([]);
    expect(text).toContain('/login  →   150.0 kB  (1 files)');
    expect(text).toContain('budget 170 kB: within budget');
  });

  it('names the routes over the budget', () => {
    const { text, over } = formatRouteSizes(
      [
        { paths: ['/login'], files: ['a.js'], bytes: 150_000 },
        { paths: ['/', '/admin'], files: ['a.js', 'b.js'], bytes: 170_001 },
      ],
      170,
    );
    expect(over.map((route) => route.paths)).toEqual([['/', '/admin']]);
    expect(text).toContain('budget 170 kB: OVER BUDGET (/ /admin)');
  });
});

describe('routeSizes', () => {
  /** The plugin's writeBundle on `bundle`, with a budget the home route is over. */
  function build(enforce: boolean) {
    const said = { info: [] as string[], warn: [] as string[], error: [] as string[] };
    const plugin = routeSizes({
      routes: [{ paths: ['/'], lazyModule: 'src/app/routes/home.tsx' }],
      budgetKb: 0.01,
      enforce,
    });
    const context = {
      environment: {
        logger: { info: (text: string) => said.info.push(text), warn: (text: string) => said.warn.push(text) },
      },
      error: (text: string) => said.error.push(text),
    };
    (plugin.writeBundle as unknown as (this: typeof context, options: unknown, files: Bundle) => void).call(
      context,
      {},
      bundle,
    );
    return said;
  }

  it('fails a build over the budget in CI', () => {
    expect(build(true).error).toEqual(['initial JS over the 0.01 kB budget']);
  });

  it('only warns in a user’s build, so `npm start` always serves', () => {
    const said = build(false);
    expect(said.error).toEqual([]);
    expect(said.warn.join()).toContain('over the 0.01 kB budget');
    expect(said.info.join()).toContain('OVER BUDGET');
  });
});

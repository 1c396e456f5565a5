import { describe, expect, it } from 'vitest';
import { buildFirstFile, lowPriorityAppModules, signedInFiles } from './first-file';
import type { Bundle, BundleFile } from './route-sizes';

const chunk = (imports: string[] = []): BundleFile => ({
  type: 'chunk',
  code: '',
  imports,
  isEntry: false,
  facadeModuleId: null,
});

describe('signedInFiles', () => {
  it("lists home's files that the app's entry does not already load", () => {
    const bundle: Bundle = {
      'index.js': chunk(['packages.js', 'tokens.js']),
      'tokens.js': chunk(),
      'packages.js': chunk(),
      'home.js': chunk(['packages.js', 'home-shared.js', 'panel.js']),
      'home-shared.js': chunk(['tokens.js']),
      'panel.js': chunk(['home.js']),
    };
    expect(signedInFiles(bundle, 'index.js', 'home.js').sort()).toEqual(['home-shared.js', 'home.js', 'panel.js']);
  });
});

describe('buildFirstFile', () => {
  it('builds src/boot.ts into one minified file that imports nothing, sharing its requests through the page', async () => {
    const code = await buildFirstFile();
    expect(code).not.toMatch(/\bimport\b/);
    expect(code.length).toBeLessThan(3000);
    // What it reads and sends, from the modules it imports (written once in src/lib).
    expect(code).toContain('access_token');
    expect(code).toContain('/auth/me');
    expect(code).toContain('pourquoiEarlyRequests');
  });
});

describe('lowPriorityAppModules', () => {
  const html = [
    '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/packages-1.js">',
    '<link rel="modulepreload" crossorigin href="/assets/shell-1.js">',
    '<link rel="stylesheet" crossorigin href="/assets/shell-1.css">',
  ].join('\n');

  it("marks the app's entry and its preloads low priority, and leaves the stylesheet alone", () => {
    expect(lowPriorityAppModules(html, 'assets/index-1.js').split('\n')).toEqual([
      '<script type="module" crossorigin fetchpriority="low" src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/packages-1.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/shell-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/shell-1.css">',
    ]);
  });

  it("fails the build when Vite's entry tag is not where it is expected", () => {
    expect(() => lowPriorityAppModules(html, 'assets/main-2.js')).toThrow(/assets\/main-2\.js/);
  });
});

import { describe, expect, it } from 'vitest';
import { signedInFiles } from './first-file';
import type { Bundle, BundleFile } from './route-sizes';

const chunk = (imports: string[] = []): BundleFile => ({
  type: 'chunk',
  code: '',
  imports,
  isEntry: false,
  facadeModuleId: null,
});

describe('signedInFiles', () => {
  it("lists home's files that neither the app's entry nor the first file already loads", () => {
    const bundle: Bundle = {
      'index.js': chunk(['packages.js', 'tokens.js']),
      'boot.js': chunk(['tokens.js']),
      'tokens.js': chunk(),
      'packages.js': chunk(),
      'home.js': chunk(['packages.js', 'home-shared.js', 'panel.js']),
      'home-shared.js': chunk(['tokens.js']),
      'panel.js': chunk(['home.js']),
    };
    expect(signedInFiles(bundle, 'index.js', 'boot.js', 'home.js').sort()).toEqual([
      'home-shared.js',
      'home.js',
      'panel.js',
    ]);
  });
});

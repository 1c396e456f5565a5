import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as shared from '@pourquoi/shared';
import { rewriteSharedImports, sharedExports } from './shared-imports';

const files: Record<string, string> = {
  '/shared/index.ts': "import { z } from 'zod';\nexport * from './limits.js';\nexport type * from './types.js';\n",
  '/shared/limits.ts':
    "export const MAX = 3;\nexport function clamp(n: number) { return n; }\nexport * from './nested/plans.js';\n",
  '/shared/nested/plans.ts':
    "const free = 1;\nexport { free as freePlan };\nexport { MAX as LIMIT } from '../limits.js';\n",
  '/shared/types.ts': 'export interface Child { name: string }\nexport type Gender = string;\n',
};
const definedIn = sharedExports('/shared/index.ts', (file) => files[file]!);

describe('sharedExports', () => {
  it('finds each name the index exports, through nested re-exports and aliases', () => {
    expect(Object.fromEntries(definedIn)).toEqual({
      MAX: '/shared/limits.ts',
      clamp: '/shared/limits.ts',
      freePlan: '/shared/nested/plans.ts',
      LIMIT: '/shared/limits.ts',
      Child: '/shared/types.ts',
      Gender: '/shared/types.ts',
    });
  });

  it('knows every value the real package exports, each in a file that exists', () => {
    const real = sharedExports();
    const missing = Object.keys(shared).filter((name) => !real.has(name));
    expect(missing).toEqual([]);
    expect([...new Set(real.values())].filter((file) => !existsSync(file))).toEqual([]);
  });
});

describe('rewriteSharedImports', () => {
  it('imports each name from the module that defines it, keeping aliases', () => {
    const code = "import {\n  MAX,\n  clamp as limit,\n  freePlan,\n} from '@pourquoi/shared';\nlimit(MAX);";
    expect(rewriteSharedImports(code, definedIn)).toBe(
      "import { MAX, clamp as limit } from '/shared/limits.ts'; import { freePlan } from '/shared/nested/plans.ts';\nlimit(MAX);",
    );
  });

  it('imports a module whose names are all types with `import type`, so it is never loaded for them', () => {
    expect(rewriteSharedImports("import { MAX, type Child } from '@pourquoi/shared';", definedIn)).toBe(
      "import { MAX } from '/shared/limits.ts'; import type { Child } from '/shared/types.ts';",
    );
    expect(rewriteSharedImports("import type { Child, Gender } from '@pourquoi/shared';", definedIn)).toBe(
      "import type { Child, Gender } from '/shared/types.ts';",
    );
  });

  it('leaves other imports as they are', () => {
    const code = "import { useState } from 'react';\nimport { typeset } from '@pourquoi/shared/typography';";
    expect(rewriteSharedImports(code, definedIn)).toBe(code);
  });

  it('fails the build on a name the index does not export', () => {
    expect(() => rewriteSharedImports("import { nothing } from '@pourquoi/shared';", definedIn, 'a.ts')).toThrow(
      'a.ts: @pourquoi/shared exports no "nothing"',
    );
  });
});

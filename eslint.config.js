import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // French typography puts non-breaking spaces inside « » and before ? ! : ;
      'no-irregular-whitespace': ['error', { skipJSXText: true, skipStrings: true, skipTemplates: true }],
    },
  },
  {
    // Features stay independent: from features/<name>/<folder>/, '../../<other>' is another feature.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../*', '!../../../**'],
              message: 'A feature does not import another one: go through app/, components/, lib/ or @pourquoi/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // Queries are built in repositories and db/ only (docs/decisions/0028-import-boundaries.md);
    // a schema type may go anywhere.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/db/**',
      'apps/server/src/**/*repository.ts',
      'apps/server/src/**/*.test.ts',
      // Dumps and restores every table, whatever it is: database infrastructure, not a module's query.
      'apps/server/src/modules/admin/backup.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              allowTypeImports: true,
              message: 'Build queries in a repository file (repository.ts, *-repository.ts) and call it.',
            },
          ],
          patterns: [
            {
              group: ['drizzle-orm/*', '**/db/schema.js'],
              allowTypeImports: true,
              message: 'Build queries in a repository file (repository.ts, *-repository.ts) and call it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts', '.ci/**/*.mjs', 'packages/*/scripts/**/*.ts'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);

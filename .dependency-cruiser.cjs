// Import boundaries checked by `npm run lint` (docs/decisions/0028-import-boundaries.md).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'Modules that import each other, directly or around a loop, cannot be understood or tested alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-stays-shared',
      comment: 'The shared packages are used by both apps and import neither.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-feature-public-index',
      comment:
        "A web feature is used by the others through its index.ts alone (docs/decisions/0028-import-boundaries.md). Exceptions: an import() of another feature's lazily loaded view (an index naming it would load it with the index), and a test's use of another feature's testing.ts(x).",
      severity: 'error',
      from: { path: '^(?:apps/web/)?src/features/([^/]+)/' },
      to: {
        path: '^(?:apps/web/)?src/features/[^/]+/',
        pathNot: ['^(?:apps/web/)?src/features/$1/', '^(?:apps/web/)?src/features/[^/]+/(index\\.ts|testing\\.tsx?)$'],
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'module-through-its-index',
      comment:
        'A server module imports another only through its index.ts, the public surface it chose; its other files are its own.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'repository-stays-in-its-module',
      comment:
        "A module's tables are read and written by its own files: outside the modules (plugins, entry points, test helpers) a repository is reached through the module's index.ts. Inside them, module-through-its-index already says so.",
      severity: 'error',
      from: { pathNot: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/modules/.+/[a-z-]*repository[.]ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|coverage)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};

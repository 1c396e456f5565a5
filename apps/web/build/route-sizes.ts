// The JavaScript each route downloads before it can render, measured on the build's own output
// (gzip, as the server sends it) and held to one budget: the build fails when a route is over.
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { paths } from '../src/config/paths.ts';
import { firstFileName } from './first-file-name.ts';

/** The budget of decision 0018: what a route loads before it renders, gzip. The one place it is written. */
export const INITIAL_JS_BUDGET_KB = 170;

/** The part of a Rollup/Rolldown output file this measure reads. */
export type BundleFile =
  | { type: 'chunk'; code: string; imports: readonly string[]; isEntry: boolean; facadeModuleId: string | null }
  | { type: 'asset'; names?: readonly string[]; source?: string | Uint8Array };
export type Bundle = Record<string, BundleFile>;

/** A route of src/app/router.tsx: its paths, and the module its lazy() imports (none: it is in the entry). */
export interface MeasuredRoute {
  paths: string[];
  lazyModule?: string;
}

/** src/app/router.tsx's routes, grouped by what they load. A lazy module missing from the bundle fails the build. */
export const appRoutes: MeasuredRoute[] = [
  { paths: [paths.login] },
  { paths: [paths.register], lazyModule: 'src/app/routes/register.tsx' },
  { paths: [paths.forgotPassword], lazyModule: 'src/app/routes/forgot-password.tsx' },
  // The signed-in views share home's element; each view's own feature loads after it (views.tsx).
  {
    paths: [
      paths.home,
      paths.stories,
      paths.storyReader,
      paths.history,
      paths.children,
      paths.subscription,
      paths.admin,
    ],
    lazyModule: 'src/app/routes/home.tsx',
  },
  { paths: [paths.resetPassword], lazyModule: 'src/app/routes/reset-password.tsx' },
  { paths: [paths.verifyEmail], lazyModule: 'src/app/routes/verify-email.tsx' },
  { paths: [paths.simulatedCheckout], lazyModule: 'src/app/routes/simulated-checkout.tsx' },
  { paths: [paths.subscriptionSuccess, paths.paymentSetupSuccess], lazyModule: 'src/app/routes/payment-return.tsx' },
];

/** A chunk and every chunk it imports statically, recursively (dynamic imports load later: not initial). */
export function staticClosure(bundle: Bundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  const file = bundle[fileName];
  if (!file || file.type !== 'chunk') throw new Error(`${fileName} is not a chunk of the bundle`);
  into.add(fileName);
  for (const imported of file.imports) staticClosure(bundle, imported, into);
  return into;
}

const toPosix = (id: string) => id.replaceAll('\\', '/');

/** The chunk whose facade is `module` (a path relative to the app, e.g. src/app/routes/home.tsx). */
export function chunkOfModule(bundle: Bundle, module: string): string | undefined {
  return Object.entries(bundle).find(
    ([, file]) =>
      file.type === 'chunk' && file.facadeModuleId !== null && toPosix(file.facadeModuleId).endsWith(`/${module}`),
  )?.[0];
}

export interface RouteSize {
  paths: string[];
  files: string[];
  bytes: number;
}

export const gzipBytes = (code: string) => gzipSync(code, { level: 9 }).length;

/** For each route: the entries' static closures plus its lazy chunk's, each file counted once. */
export function measureRoutes(
  bundle: Bundle,
  routes: MeasuredRoute[],
  size: (code: string) => number = gzipBytes,
): RouteSize[] {
  // The app's entry, and the page's first file (build/first-file.ts), built on its own: every
  // route loads both.
  const entries = Object.entries(bundle)
    .filter(([, file]) => file.type === 'chunk' && file.isEntry)
    .map(([fileName]) => fileName);
  if (entries.length === 0) throw new Error('the bundle has no entry chunk');
  const firstFile = firstFileName(bundle);
  const sizes = new Map<string, number>();
  const sizeOf = (fileName: string) => {
    const file = bundle[fileName]!;
    const code = file.type === 'chunk' ? file.code : typeof file.source === 'string' ? file.source : '';
    if (!sizes.has(fileName)) sizes.set(fileName, size(code));
    return sizes.get(fileName)!;
  };
  return routes.map((route) => {
    const files = new Set<string>([firstFile]);
    for (const entry of entries) staticClosure(bundle, entry, files);
    if (route.lazyModule) {
      const lazy = chunkOfModule(bundle, route.lazyModule);
      if (!lazy) throw new Error(`no chunk for ${route.lazyModule} (${route.paths.join(', ')}): is it still lazy?`);
      staticClosure(bundle, lazy, files);
    }
    const list = [...files];
    return { paths: route.paths, files: list, bytes: list.reduce((total, file) => total + sizeOf(file), 0) };
  });
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** The table the build prints, and whether every route is within the budget. */
export function formatRouteSizes(sizes: RouteSize[], budgetKb = INITIAL_JS_BUDGET_KB) {
  const over = sizes.filter((route) => route.bytes > budgetKb * 1000);
  const width = Math.max(...sizes.map((route) => route.paths.join(' ').length));
  const lines = [
    'initial JS per route (gzip):',
    ...sizes.map(
      (route) =>
        `  ${route.paths.join(' ').padEnd(width)}  →  ${kB(route.bytes).padStart(6)} kB  (${route.files.length} files)`,
    ),
    over.length === 0
      ? `budget ${budgetKb} kB: within budget`
      : `budget ${budgetKb} kB: OVER BUDGET (${over.map((route) => route.paths.join(' ')).join('; ')})`,
  ];
  return { text: lines.join('\n'), over };
}

export interface RouteSizeOptions {
  routes?: MeasuredRoute[];
  budgetKb?: number;
  /**
   * Whether a route over the budget fails the build: in CI (.ci/run sets CI=true), never in a
   * user's `npm start`, whose build may be a development one (NODE_ENV=development).
   */
  enforce?: boolean;
}

/** Prints the table after the bundle is written; a route over the budget fails an enforcing build. */
export function routeSizes({
  routes = appRoutes,
  budgetKb = INITIAL_JS_BUDGET_KB,
  enforce = process.env.CI === 'true',
}: RouteSizeOptions = {}): Plugin {
  return {
    name: 'pourquoi:route-sizes',
    apply: 'build',
    writeBundle(_options, bundle) {
      const { text, over } = formatRouteSizes(measureRoutes(bundle as unknown as Bundle, routes), budgetKb);
      this.environment.logger.info(`\n${text}`);
      if (over.length === 0) return;
      if (enforce) this.error(`initial JS over the ${budgetKb} kB budget`);
      this.environment.logger.warn(`initial JS over the ${budgetKb} kB budget (enforced in CI only)`);
    },
  };
}

// Lighthouse at mobile settings (its defaults: a mid-range phone, simulated slow 4G) on the built
// app as `npm start` serves it: /login signed out and / signed in with a child. Decision 0018's budget:
// performance 95 or more, accessibility 100. One run's score moves by ten points on this machine,
// so each page runs WEB_BENCH_RUNS times (5 by default, as Lighthouse's variability guide advises) and the
// median run counts; every run's score and the host's CPU index are printed beside it.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = join(import.meta.dirname, '..');
// WEB_BENCH_SERVER: another build of the server, to measure a server change before it lands.
const serverEntry = process.env.WEB_BENCH_SERVER ?? join(root, 'apps/server/dist/server.js');
const webIndex = join(root, 'apps/web/dist/index.html');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PERFORMANCE_BUDGET = 95;
const ACCESSIBILITY_BUDGET = 100;
const RUNS = Number(process.env.WEB_BENCH_RUNS ?? 5);

if (!existsSync(serverEntry) || !existsSync(webIndex)) {
  console.error('The built app is missing (apps/web/dist, apps/server/dist): run `npm run build` first.');
  process.exit(1);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(base: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit code ${server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not answer /api/health within 60 s');
}

async function api<T>(base: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface PageFigures {
  page: string;
  /** Lighthouse's measure of the host's CPU (~1500 for the desktop its 4x slowdown assumes). */
  benchmarkIndex: number;
  performance: number;
  accessibility: number;
  metrics: Record<string, string>;
  failures: string[];
  opportunities: string[];
}

/** One Lighthouse run in a fresh browser (empty profile: a first visit); `tokens` signs the parent in first. */
async function audit(base: string, path: string, tokens?: Record<string, string>): Promise<PageFigures> {
  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    if (tokens) {
      // The origin's storage, set from a page that registers no service worker and caches nothing.
      await page.goto(`${base}/api/health`);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, tokens);
    }
    const result = await lighthouse(
      `${base}${path}`,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
        // Lighthouse would clear the origin's storage, and the session with it.
        disableStorageReset: Boolean(tokens),
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    // WEB_BENCH_REPORTS=<folder>: the whole Lighthouse report of each page, to dig into a figure.
    if (process.env.WEB_BENCH_REPORTS) {
      const name = path === '/' ? 'home' : path.replaceAll('/', '');
      writeFileSync(join(process.env.WEB_BENCH_REPORTS, `${name}.json`), JSON.stringify(lhr, null, 2));
    }
    if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    const failures = (lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((entry) => entry && entry.score !== null && entry.score < 1)
      .map((entry) => `${entry!.id}: ${entry!.title}`);
    // What Lighthouse says would save time, biggest first: where to look when performance is short.
    const opportunities = (lhr.categories.performance?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((entry) => entry && entry.score !== null && entry.score < 0.9 && entry.metricSavings)
      .map((entry) => ({
        entry: entry!,
        savings: Math.max(0, ...Object.values(entry!.metricSavings ?? {}).map(Number)),
      }))
      .filter(({ savings }) => savings > 0)
      .sort((a, b) => b.savings - a.savings)
      .map(({ entry }) => `${entry.id}: ${entry.title}${entry.displayValue ? ` (${entry.displayValue})` : ''}`);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== path) failures.push(`(landed on ${finalPath} instead of ${path})`);
    return {
      page: path,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      performance: score('performance'),
      accessibility: score('accessibility'),
      metrics: {
        FCP: metric('first-contentful-paint'),
        LCP: metric('largest-contentful-paint'),
        TBT: metric('total-blocking-time'),
        CLS: metric('cumulative-layout-shift'),
        SI: metric('speed-index'),
      },
      failures,
      opportunities,
    };
  } finally {
    await browser.close();
  }
}

/** Lighthouse now and then loses a trace (NO_NAVSTART): one more try in a new browser before giving up. */
async function auditWithRetry(base: string, path: string, tokens?: Record<string, string>) {
  try {
    return await audit(base, path, tokens);
  } catch (error) {
    console.warn(`${path}: ${(error as Error).message}; once more`);
    return audit(base, path, tokens);
  }
}

interface PageMedian {
  median: PageFigures;
  scores: number[];
  benchmarkIndexes: number[];
}

/** RUNS audits of one page, each in a fresh browser; the run of median performance stands for the page. */
async function medianAudit(base: string, path: string, tokens?: Record<string, string>): Promise<PageMedian> {
  const runs: PageFigures[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await auditWithRetry(base, path, tokens));
  const byScore = [...runs].sort((a, b) => a.performance - b.performance);
  return {
    median: byScore[Math.floor((byScore.length - 1) / 2)]!,
    scores: runs.map((run) => run.performance),
    benchmarkIndexes: runs.map((run) => run.benchmarkIndex),
  };
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'pourquoi-web-bench-'));
// Not production: HSTS would be sent over plain http, and a JWT secret is generated in DATA_DIR.
const server = spawn(process.execPath, [serverEntry], {
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_URL: base,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let failed = false;
try {
  await waitForHealth(base, server);
  const session = await api<{ access_token: string; refresh_token: string }>(base, '/api/auth/register', {
    email: `web-bench-${Date.now()}@example.com`,
    password: 'un-mot-de-passe-de-bench',
    first_name: 'Camille',
    last_name: 'Martin',
  });
  await api(
    base,
    '/api/children',
    { name: 'Léa', birth_month: 3, birth_year: 2019, gender: 'girl' },
    session.access_token,
  );

  console.log(
    `Lighthouse 12.8.2 (mobile, simulated throttling) on ${base}, Chromium ${chromium}; median of ${RUNS} runs a page`,
  );
  const pages = [
    await medianAudit(base, '/login'),
    await medianAudit(base, '/', { access_token: session.access_token, refresh_token: session.refresh_token }),
  ];
  for (const { median: result, scores, benchmarkIndexes } of pages) {
    const metrics = Object.entries(result.metrics)
      .map(([name, value]) => `${name} ${value}`)
      .join(', ');
    console.log(
      `${result.page.padEnd(7)} performance ${String(result.performance).padStart(3)}  accessibility ${String(result.accessibility).padStart(3)}  (${metrics})`,
    );
    console.log(
      `        runs ${scores.join(' ')}; host CPU index ${Math.min(...benchmarkIndexes)}-${Math.max(...benchmarkIndexes)}`,
    );
    for (const failure of result.failures) console.log(`        ✗ ${failure}`);
    if (result.performance < PERFORMANCE_BUDGET) {
      for (const opportunity of result.opportunities) console.log(`        · ${opportunity}`);
    }
  }
  const results = pages.map((page) => page.median);
  const over = results.filter(
    (result) => result.performance < PERFORMANCE_BUDGET || result.accessibility < ACCESSIBILITY_BUDGET,
  );
  console.log(
    over.length === 0
      ? `budget performance ≥ ${PERFORMANCE_BUDGET}, accessibility ${ACCESSIBILITY_BUDGET}: within budget`
      : `budget performance ≥ ${PERFORMANCE_BUDGET}, accessibility ${ACCESSIBILITY_BUDGET}: OVER BUDGET (${over.map((result) => result.page).join(', ')})`,
  );
  failed = over.length > 0;
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8123);

// Each run gets an empty DATA_DIR. The config is loaded again in every worker; the variable,
// set once by the main process, is inherited, so all of them read the same server's outbox.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'pourquoi-e2e-'));
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR;

export const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'screenshots');

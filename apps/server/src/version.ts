import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { migrationsDir } from './paths.js';

/** The server package's version, read once at boot. */
export const appVersion: string = (
  JSON.parse(readFileSync(resolve(migrationsDir, '../package.json'), 'utf8')) as { version: string }
).version;

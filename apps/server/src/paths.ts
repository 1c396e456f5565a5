import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits directly in src/ when run from source and is bundled into dist/server.js
// when built: in both cases its folder is one level below the server package.
const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const migrationsDir = resolve(serverRoot, 'drizzle');
export const webDistDir = resolve(serverRoot, '../web/dist');

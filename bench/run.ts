// Runs every bench/*.bench.ts in turn; each prints its own figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const benches = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.bench.ts'))
  .sort();
let failed = false;
for (const file of benches) {
  console.log(`\n=== ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, file)], {
    stdio: 'inherit',
  });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);

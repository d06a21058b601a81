// `npm run bench`: runs every test/bench/*.bench.ts in its own process, one after another.
// Each benchmark prints its figures beside a baseline measured in the same run.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only.length || only.some((o) => f.includes(o)))
  .sort();
const names = readdirSync(here).filter((f) => f.endsWith('.bench.ts')).map((f) => f.replace('.bench.ts', ''));
const unknown = only.filter((o) => !names.some((name) => name.includes(o)));
if (unknown.length) {
  console.error(`No benchmark named ${unknown.join(', ')}: choose from ${names.join(', ')}.`);
  process.exit(2);
}
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(here, file)], { stdio: 'inherit' });
  if (run.status !== 0) {
    failed++;
    console.error(`${file} failed (exit ${run.status})`);
  }
}
process.exit(failed ? 1 : 0);

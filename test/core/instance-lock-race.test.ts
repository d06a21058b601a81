// Rolodecks started together after a crash all find the same stale lock: exactly one may take
// the data folder. Two running on one folder would push the same outbox side by side (an email
// sent twice). Real processes racing for a real lock file, several rounds.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { tempFolder } from '../helpers/temp';

const folders: { remove: () => void }[] = [];
afterEach(() => folders.splice(0).forEach((f) => f.remove()));

const RACERS = 4;
const ROUNDS = 5;

function race(folder: string, index: number, first: number): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, '../helpers/lock-racer.ts'), folder, String(index), String(first), String(ROUNDS)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve, reject) => child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`racer ${index} exited ${code}`)))));
}

it('lets exactly one of several Rolodecks started together take over a stale lock, round after round', async () => {
  const folder = tempFolder();
  folders.push(folder);
  // Far enough ahead for every racer to have loaded.
  const first = Date.now() + 4_000;
  const outputs = await Promise.all(Array.from({ length: RACERS }, (_, i) => race(folder.path, i, first)));
  for (let round = 0; round < ROUNDS; round++) {
    const held = outputs.filter((out) => out.includes(`round ${round} held`)).length;
    const refused = outputs.filter((out) => out.includes(`round ${round} refused`)).length;
    expect({ round, held, refused }).toEqual({ round, held: 1, refused: RACERS - 1 });
  }
}, 30_000);

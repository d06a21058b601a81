// Child process of the crash test: opens the core on the given data folder and syncs in a
// loop until the parent SIGKILLs it at a random moment.
import { startCore } from '../../../main/core/core';
import { MemorySecretStore } from '../../../main/core/secrets';
import { FAST_SYNC } from './app';

const [dir, token] = process.argv.slice(2);
if (!dir || !token) throw new Error('usage: crash-child DIR TOKEN');
const secrets = new MemorySecretStore();
secrets.set(token);
const core = await startCore({ dataFolder: dir, secrets, sync: { ...FAST_SYNC } });
process.stdout.write('ready\n');
for (;;) await core.dispatch('sync.now', {});

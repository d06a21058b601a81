// When the due-task notifier last looked, kept in a small file beside the preferences, so a
// restart does not announce again "Due now: …" for tasks that came due hours before it. Plain
// Node. A missing or unreadable file is "never": tasks due within the look-back are announced.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

export function dueCheckFile(path: string): { load(): number | null; save(at: number): void } {
  return {
    load() {
      try {
        const at = (JSON.parse(readFileSync(path, 'utf8')) as { checkedAt?: unknown }).checkedAt;
        return typeof at === 'number' && Number.isFinite(at) ? at : null;
      } catch {
        return null;
      }
    },
    save(at) {
      // Written aside and renamed: a crash mid-write leaves the previous time, not half a file.
      try {
        writeFileSync(`${path}.tmp`, JSON.stringify({ checkedAt: at }));
        renameSync(`${path}.tmp`, path);
      } catch {
        // A full disk costs a repeated notice after a restart, nothing more.
      }
    },
  };
}

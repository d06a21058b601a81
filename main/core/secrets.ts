// Where the service token lives. The desktop app encrypts it with Electron's safeStorage; the
// core only sees this interface, so it runs under plain Node. No API method ever returns it.
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
export interface SecretStore {
  get(): string | null;
  set(token: string | null): void;
}

/** For tests and the browser bridge's first start: a secret that lives as long as the process. */
export class MemorySecretStore implements SecretStore {
  private value: string | null = null;
  get(): string | null {
    return this.value;
  }
  set(token: string | null): void {
    this.value = token;
  }
}

/**
 * For the browser bridge (no safeStorage outside Electron): the token in a file only the user
 * can read (mode 0600) in the data folder. Plain text at rest, like a CLI's credentials file.
 */
export class FileSecretStore implements SecretStore {
  constructor(private readonly file: string) {}

  get(): string | null {
    try {
      const value = readFileSync(this.file, 'utf8').trim();
      return value || null;
    } catch {
      return null;
    }
  }

  set(token: string | null): void {
    if (token === null) {
      rmSync(this.file, { force: true });
      return;
    }
    mkdirSync(dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temp, token, { mode: 0o600 });
    renameSync(temp, this.file); // atomic: a crash never leaves half a token
    chmodSync(this.file, 0o600);
  }
}

// Where the service token lives. The desktop app encrypts it with Electron's safeStorage; the
// core only sees this interface, so it runs under plain Node. No API method ever returns it.
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

// The service token, encrypted with the OS keychain (Electron's safeStorage) and kept as
// ciphertext in a file in the data folder. Main only: no API method returns it. The crypto is a
// parameter, so this runs under Node in tests with a stand-in for safeStorage.
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SecretStore } from '../core/secrets';
import { ApiError } from '../core/errors';

/** The part of Electron's safeStorage this store uses. */
export interface StringCrypto {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

export const SECRET_FILE = 'service-token.enc';

/**
 * Wraps Electron's safeStorage so that Linux's 'basic_text' fallback (a hard-coded key, used
 * when no Secret Service keyring is running) counts as "no encryption available": the token is
 * then not stored rather than stored with a key every copy of Chromium knows.
 */
export function keychainCrypto(
  safeStorage: StringCrypto & { getSelectedStorageBackend?: () => string },
  platform: NodeJS.Platform = process.platform,
): StringCrypto {
  return {
    isEncryptionAvailable: () =>
      safeStorage.isEncryptionAvailable() && !(platform === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text'),
    encryptString: (plainText) => safeStorage.encryptString(plainText),
    decryptString: (encrypted) => safeStorage.decryptString(encrypted),
  };
}

/** An ApiError, so the user sees this message (not "internal error") when saving a token fails. */
export class EncryptionUnavailableError extends ApiError {
  constructor() {
    super('unavailable', 'Cannot store the service token: no OS keychain is available to encrypt it (on Linux, install and unlock a Secret Service keyring such as GNOME Keyring or KWallet).');
    this.name = 'EncryptionUnavailableError';
  }
}

export class SafeStorageSecretStore implements SecretStore {
  /** Decrypting asks the keychain (slow, may prompt): do it once. */
  private cached: { value: string | null } | null = null;

  constructor(
    private readonly file: string,
    private readonly crypto: StringCrypto,
  ) {}

  get(): string | null {
    if (this.cached) return this.cached.value;
    let encrypted: Buffer;
    try {
      encrypted = readFileSync(this.file);
    } catch {
      this.cached = { value: null };
      return null;
    }
    try {
      if (!this.crypto.isEncryptionAvailable()) return null; // may become available later (keyring unlocked)
      const token = this.crypto.decryptString(encrypted);
      this.cached = { value: token === '' ? null : token };
    } catch {
      // Encrypted by another user or keychain: unreadable, so "no token"; the user sets a new one.
      this.cached = { value: null };
    }
    return this.cached.value;
  }

  set(token: string | null): void {
    if (token === null || token === '') {
      rmSync(this.file, { force: true });
      this.cached = { value: null };
      return;
    }
    // Never fall back to plaintext on disk.
    if (!this.crypto.isEncryptionAvailable()) throw new EncryptionUnavailableError();
    const encrypted = this.crypto.encryptString(token);
    mkdirSync(dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temp, encrypted, { mode: 0o600 });
    chmodSync(temp, 0o600);
    renameSync(temp, this.file);
    this.cached = { value: token };
  }
}

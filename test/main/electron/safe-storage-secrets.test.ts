// The service token is stored encrypted in a file in userData, never as plain text. The crypto
// stand-in below plays safeStorage's part (a reversible transform we can recognise); the file
// handling, caching and refusal logic under test are the real thing.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EncryptionUnavailableError, keychainCrypto, SafeStorageSecretStore, SECRET_FILE, type StringCrypto } from '../../../main/electron/safe-storage-secrets';

/** XOR with a key and a magic prefix: enough to tell ciphertext from plain text in a test. */
function testCrypto(key = 0x5a, available = true): StringCrypto & { available: boolean } {
  return {
    available,
    isEncryptionAvailable() {
      return this.available;
    },
    encryptString: (plain) => Buffer.concat([Buffer.from('ENC1'), Buffer.from(plain, 'utf8').map((b) => b ^ key)]),
    decryptString: (data) => {
      if (data.subarray(0, 4).toString() !== 'ENC1') throw new Error('not ours');
      return Buffer.from(data.subarray(4).map((b) => b ^ key)).toString('utf8');
    },
  };
}

let folder: string;
let file: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'rolodeck-secrets-'));
  file = join(folder, SECRET_FILE);
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('SafeStorageSecretStore', () => {
  const token = 'rdk_live_7f3a9c2e1b8d4f6a';

  it('has no token at first', () => {
    expect(new SafeStorageSecretStore(file, testCrypto()).get()).toBeNull();
  });

  it('stores ciphertext only, readable by a later run', () => {
    new SafeStorageSecretStore(file, testCrypto()).set(token);
    const onDisk = readFileSync(file);
    expect(onDisk.toString('latin1')).not.toContain(token);
    expect(onDisk.subarray(0, 4).toString()).toBe('ENC1');
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o077).toBe(0);
    expect(new SafeStorageSecretStore(file, testCrypto()).get()).toBe(token);
  });

  it('clearing removes the file', () => {
    const store = new SafeStorageSecretStore(file, testCrypto());
    store.set(token);
    store.set(null);
    expect(existsSync(file)).toBe(false);
    expect(store.get()).toBeNull();
    expect(new SafeStorageSecretStore(file, testCrypto()).get()).toBeNull();
  });

  it('refuses to store when no keychain can encrypt, and writes nothing', () => {
    const store = new SafeStorageSecretStore(file, testCrypto(0x5a, false));
    expect(() => store.set(token)).toThrow(EncryptionUnavailableError);
    expect(existsSync(file)).toBe(false);
  });

  it('a file another keychain encrypted reads as "no token" instead of failing', () => {
    new SafeStorageSecretStore(file, testCrypto(0x11)).set(token);
    expect(new SafeStorageSecretStore(file, testCrypto(0x22)).get()).not.toBe(token);
    writeFileSync(file, 'garbage');
    expect(new SafeStorageSecretStore(file, testCrypto()).get()).toBeNull();
  });

  it('waits for the keychain: locked now, readable once it unlocks', () => {
    new SafeStorageSecretStore(file, testCrypto()).set(token);
    const crypto = testCrypto(0x5a, false);
    const store = new SafeStorageSecretStore(file, crypto);
    expect(store.get()).toBeNull();
    crypto.available = true;
    expect(store.get()).toBe(token);
  });

  it("treats Linux's hard-coded-key fallback (basic_text) as no keychain", () => {
    const weak = Object.assign(testCrypto(), { getSelectedStorageBackend: () => 'basic_text' });
    expect(() => new SafeStorageSecretStore(file, keychainCrypto(weak, 'linux')).set(token)).toThrow(EncryptionUnavailableError);
    expect(existsSync(file)).toBe(false);
    const keyring = Object.assign(testCrypto(), { getSelectedStorageBackend: () => 'gnome_libsecret' });
    new SafeStorageSecretStore(file, keychainCrypto(keyring, 'linux')).set(token);
    expect(new SafeStorageSecretStore(file, keychainCrypto(keyring, 'linux')).get()).toBe(token);
  });
});

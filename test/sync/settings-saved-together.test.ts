// Settings → Save with a new address and a token: both are saved or neither. A token refused
// (on its field, or for want of an OS keychain to encrypt it) used to leave the new address
// saved and the old token forgotten with it, so sync stopped until the user noticed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCore, type Core } from '../../main/core/core';
import { SafeStorageSecretStore, SECRET_FILE, type StringCrypto } from '../../main/electron/safe-storage-secrets';
import type { Input, MethodName, Output } from '../../preload/contract';
import { FAST_SYNC } from './helpers/app';
import { startTestService, type TestService } from './helpers/service';

/**
 * Plays Electron's safeStorage (not available under Node): a reversible transform, and a keychain
 * that can become unavailable (a Linux keyring locked or gone). The store around it is the app's.
 */
const keychain: StringCrypto & { available: boolean } = {
  available: true,
  isEncryptionAvailable() {
    return this.available;
  },
  encryptString: (plain) => Buffer.from(Buffer.from(plain, 'utf8').map((b) => b ^ 0x5a)),
  decryptString: (data) => Buffer.from(data.map((b) => b ^ 0x5a)).toString('utf8'),
};

let service: TestService;
let dir: string;
let core: Core;
const call = async <M extends MethodName>(method: M, input: Input<M>): Promise<Output<M>> => {
  const result = await core.dispatch(method, input);
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
  return result.value as Output<M>;
};

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => service?.close());
beforeEach(async () => {
  keychain.available = true;
  dir = mkdtempSync(join(tmpdir(), 'rolodeck-app-'));
  core = await startCore({ dataFolder: dir, secrets: new SafeStorageSecretStore(join(dir, SECRET_FILE), keychain), sync: FAST_SYNC });
  // Connected to the service, as the user left it.
  await call('settings.set', { serviceUrl: service.server.url, token: service.token });
});
afterEach(async () => {
  await core.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Another address: the same service through its proxy, which is another origin (another port). */
const otherAddress = () => service.proxy.url;

async function stillConnectedAsBefore() {
  expect(await call('settings.get', {})).toMatchObject({ serviceUrl: service.server.url, hasToken: true });
  expect(await call('settings.testConnection', {})).toMatchObject({ ok: true });
  expect(await call('sync.now', {})).toMatchObject({ online: true, authRequired: false, lastError: null });
}

describe('the address and the token saved together', () => {
  it('a token refused on its field leaves the address and the saved token as they were', async () => {
    for (const token of ['y'.repeat(5000), 'new token with spaces']) {
      const refused = await core.dispatch('settings.set', { serviceUrl: otherAddress(), syncIntervalSeconds: 60, token });
      expect(refused).toMatchObject({ ok: false, error: { code: 'invalid_input', issues: [{ path: 'token' }] } });
      expect((await call('settings.get', {})).syncIntervalSeconds).toBe(300);
      await stillConnectedAsBefore();
    }
  });

  it('with no OS keychain to encrypt the token, nothing is saved and the user is told why', async () => {
    keychain.available = false;
    const refused = await core.dispatch('settings.set', { serviceUrl: otherAddress(), token: 'a-new-token-for-the-new-address' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    if (!refused.ok) expect(refused.error.message).toContain('no OS keychain is available');
    await stillConnectedAsBefore();
  });

  it('saved together, the token belongs to the new address', async () => {
    const saved = await call('settings.set', { serviceUrl: otherAddress(), token: service.token });
    expect(saved).toMatchObject({ serviceUrl: otherAddress(), hasToken: true });
    expect(await call('settings.testConnection', {})).toMatchObject({ ok: true });
    expect(await call('sync.now', {})).toMatchObject({ online: true, lastError: null });
    // Moving back without a token forgets it, as ever: it was saved for the other origin.
    expect(await call('settings.set', { serviceUrl: service.server.url })).toMatchObject({ hasToken: false });
  });

  it('a token with no address to go with it is refused, and nothing is saved', async () => {
    const refused = await core.dispatch('settings.set', { serviceUrl: null, token: 'token-before-address' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid_input', issues: [{ path: 'token' }] } });
    await stillConnectedAsBefore();
  });
});

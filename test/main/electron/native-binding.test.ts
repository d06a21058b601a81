// The Electron build of better-sqlite3 is found next to the app in development and in the
// unpacked folder beside app.asar when packaged (native code cannot load from inside an archive).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { electronNativeBindingPath } from '../../../main/electron/native-binding';

describe('electron native binding path', () => {
  it('development: native/electron under the project', () => {
    const root = join('/home', 'me', 'rolodeck');
    expect(electronNativeBindingPath(root)).toBe(join(root, 'native', 'electron', 'better_sqlite3.node'));
  });

  it('packaged: app.asar.unpacked, not inside app.asar', () => {
    const root = join('/opt', 'Rolodeck', 'resources', 'app.asar');
    expect(electronNativeBindingPath(root)).toBe(join('/opt', 'Rolodeck', 'resources', 'app.asar.unpacked', 'native', 'electron', 'better_sqlite3.node'));
  });
});

// Where the Electron-ABI build of better-sqlite3 lives. Tests under Node use the build in
// node_modules; the desktop app uses its own copy, built once by `npm start` (scripts/lib/
// electron-sqlite.ts) and packaged unpacked from the asar archive (native code cannot load
// from inside an archive).
import { join, sep } from 'node:path';

export const NATIVE_BINDING_RELATIVE = join('native', 'electron', 'better_sqlite3.node');

/** appRoot: the folder holding package.json (inside app.asar when packaged). */
export function electronNativeBindingPath(appRoot: string): string {
  const path = join(appRoot, NATIVE_BINDING_RELATIVE);
  return path.replace(`${sep}app.asar${sep}`, `${sep}app.asar.unpacked${sep}`);
}

// The window is what the renderer can reach: these options are the first line of defence.
import { describe, expect, it } from 'vitest';
import { mainWindowOptions, secureWebPreferences } from '../../../main/electron/window-options';

describe('window options', () => {
  it('lock down every web preference that matters', () => {
    const prefs = secureWebPreferences('/app/dist/preload/preload.cjs');
    expect(prefs).toMatchObject({
      preload: '/app/dist/preload/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
    });
    // Nothing that re-opens a door.
    expect(prefs).not.toHaveProperty('enableBlinkFeatures');
    expect(prefs).not.toHaveProperty('additionalArguments');
  });

  it('the main window uses them, starts hidden and takes the remembered bounds', () => {
    const options = mainWindowOptions({ bounds: { x: 10, y: 20, width: 1000, height: 700 }, preloadPath: '/p.cjs', title: 'Rolodeck' });
    expect(options).toMatchObject({ x: 10, y: 20, width: 1000, height: 700, show: false, title: 'Rolodeck' });
    expect(options.webPreferences).toEqual(secureWebPreferences('/p.cjs'));
    expect(options.minWidth).toBeGreaterThan(0);
  });

  it('a first start (no position) is centered', () => {
    const options = mainWindowOptions({ bounds: { width: 1200, height: 800 }, preloadPath: '/p.cjs', title: 'Rolodeck' });
    expect(options.center).toBe(true);
    expect(options).not.toHaveProperty('x');
  });
});

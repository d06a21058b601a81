// The one place window options are decided. Type-only import: this file runs under plain Node.
import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';
import type { WindowBounds } from './window-state';

/** Locked-down web preferences for every window the app opens. */
export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webviewTag: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    // Middle-click would otherwise try to open links in a new window (denied anyway).
    disableBlinkFeatures: 'Auxclick',
    safeDialogs: true,
    spellcheck: true,
  };
}

export const MIN_WIDTH = 720;
export const MIN_HEIGHT = 480;

export function mainWindowOptions(options: { bounds: WindowBounds; preloadPath: string; title: string; iconPath?: string }): BrowserWindowConstructorOptions {
  const { bounds } = options;
  return {
    ...(bounds.x !== undefined && bounds.y !== undefined ? { x: bounds.x, y: bounds.y } : { center: true }),
    width: bounds.width,
    height: bounds.height,
    minWidth: MIN_WIDTH,
    minHeight: MIN_HEIGHT,
    title: options.title,
    // Shown on 'ready-to-show', so the user never sees a blank white frame.
    show: false,
    backgroundColor: '#ffffff',
    ...(options.iconPath ? { icon: options.iconPath } : {}),
    webPreferences: secureWebPreferences(options.preloadPath),
  };
}

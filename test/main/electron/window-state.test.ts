// Window size and position survive a restart, and always come back on a visible screen.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clampToDisplays, DEFAULT_SIZE, loadWindowState, saveWindowState, type Rect } from '../../../main/electron/window-state';

const laptop: Rect = { x: 0, y: 0, width: 1440, height: 875 };
const monitorRight: Rect = { x: 1440, y: 0, width: 2560, height: 1415 };

let folder: string | null = null;
const tempFile = () => {
  folder = mkdtempSync(join(tmpdir(), 'rolodeck-window-'));
  return join(folder, 'window-state.json');
};
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = null;
});

describe('window state', () => {
  it('round-trips through the JSON file', () => {
    const file = tempFile();
    saveWindowState(file, { x: 100, y: 80, width: 1000, height: 700, maximized: true });
    expect(loadWindowState(file, [laptop])).toEqual({ x: 100, y: 80, width: 1000, height: 700, maximized: true });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ width: 1000 });
  });

  it('first start: default size, centered on the primary screen', () => {
    expect(loadWindowState(join(tmpdir(), 'no-such-dir', 'x.json'), [laptop])).toEqual({
      x: (laptop.width - DEFAULT_SIZE.width) / 2,
      y: Math.round((laptop.height - DEFAULT_SIZE.height) / 2),
      ...DEFAULT_SIZE,
      maximized: false,
    });
  });

  it('a damaged file falls back to defaults', () => {
    const file = tempFile();
    writeFileSync(file, '{"x": "left", "width": -5, ');
    expect(loadWindowState(file, [laptop])).toMatchObject({ ...DEFAULT_SIZE, maximized: false });
    writeFileSync(file, JSON.stringify({ x: 1e300, y: null, width: 'big', height: 900, maximized: 'yes' }));
    expect(loadWindowState(file, [laptop])).toMatchObject({ width: DEFAULT_SIZE.width, maximized: false });
  });

  it('keeps a window on a second monitor that is still there', () => {
    expect(clampToDisplays({ x: 2000, y: 100, width: 1600, height: 1000, maximized: false }, [laptop, monitorRight])).toEqual({
      x: 2000,
      y: 100,
      width: 1600,
      height: 1000,
      maximized: false,
    });
  });

  it('brings a window back when its monitor was unplugged', () => {
    const state = clampToDisplays({ x: 2000, y: 100, width: 1600, height: 1000, maximized: false }, [laptop]);
    expect(state.width).toBeLessThanOrEqual(laptop.width);
    expect(state.height).toBeLessThanOrEqual(laptop.height);
    expect(state.x).toBeGreaterThanOrEqual(laptop.x);
    expect(state.x! + state.width).toBeLessThanOrEqual(laptop.x + laptop.width);
    expect(state.y! + state.height).toBeLessThanOrEqual(laptop.y + laptop.height);
  });

  it('pulls a window hanging off the edge back inside the screen', () => {
    const state = clampToDisplays({ x: 1300, y: -5, width: 800, height: 600, maximized: false }, [laptop]);
    expect(state).toEqual({ x: laptop.width - 800, y: 0, width: 800, height: 600, maximized: false });
  });

  it('shrinks a window larger than the screen', () => {
    const state = clampToDisplays({ x: 0, y: 0, width: 5000, height: 4000, maximized: false }, [laptop]);
    expect(state).toMatchObject({ x: 0, y: 0, width: laptop.width, height: laptop.height });
  });
});

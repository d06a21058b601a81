// Remembers the main window's size, position and maximized state in a small JSON file in the
// data folder, and puts it back on a screen that still exists (monitors get unplugged).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowBounds {
  /** Absent: let the window manager center it. */
  x?: number;
  y?: number;
  width: number;
  height: number;
}

export interface WindowState extends WindowBounds {
  maximized: boolean;
}

export const WINDOW_STATE_FILE = 'window-state.json';
export const DEFAULT_SIZE = { width: 1200, height: 800 };
const MIN_SIZE = { width: 480, height: 320 };
const TITLE_BAR_HEIGHT = 40;
/** How much of the title bar must be on a screen for the window to count as reachable (by dragging). */
const MIN_VISIBLE = { width: 120, height: 20 };

function finite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1e6;
}

/** Parses whatever is in the file; anything malformed is dropped, never trusted. */
export function parseWindowState(raw: unknown): Partial<WindowState> {
  if (typeof raw !== 'object' || raw === null) return {};
  const r = raw as Record<string, unknown>;
  const state: Partial<WindowState> = {};
  if (finite(r.x) && finite(r.y)) {
    state.x = Math.round(r.x);
    state.y = Math.round(r.y);
  }
  if (finite(r.width) && finite(r.height) && r.width > 0 && r.height > 0) {
    state.width = Math.round(r.width);
    state.height = Math.round(r.height);
  }
  if (typeof r.maximized === 'boolean') state.maximized = r.maximized;
  return state;
}

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  return {
    width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)),
    height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)),
  };
}

/**
 * Fits a saved state to today's screens (their work areas, primary first): the size is at most
 * the screen's, and a window whose title bar would be off every screen is moved back (centered).
 */
export function clampToDisplays(saved: Partial<WindowState>, workAreas: readonly Rect[]): WindowState {
  const primary = workAreas[0] ?? { x: 0, y: 0, width: DEFAULT_SIZE.width, height: DEFAULT_SIZE.height };
  let width = saved.width ?? DEFAULT_SIZE.width;
  let height = saved.height ?? DEFAULT_SIZE.height;
  const maximized = saved.maximized ?? false;
  if (saved.x !== undefined && saved.y !== undefined) {
    const titleBar: Rect = { x: saved.x, y: saved.y, width, height: Math.min(height, TITLE_BAR_HEIGHT) };
    const home = workAreas.find((area) => {
      const o = overlap(titleBar, area);
      return o.width >= Math.min(MIN_VISIBLE.width, width) && o.height >= Math.min(MIN_VISIBLE.height, titleBar.height);
    });
    if (home) {
      width = Math.max(MIN_SIZE.width, Math.min(width, home.width));
      height = Math.max(MIN_SIZE.height, Math.min(height, home.height));
      // Keep it inside the screen it is on, so no edge hides behind the screen border.
      const x = Math.min(Math.max(saved.x, home.x), home.x + home.width - width);
      const y = Math.min(Math.max(saved.y, home.y), home.y + home.height - height);
      return { x, y, width, height, maximized };
    }
  }
  width = Math.max(MIN_SIZE.width, Math.min(width, primary.width));
  height = Math.max(MIN_SIZE.height, Math.min(height, primary.height));
  return {
    x: primary.x + Math.round((primary.width - width) / 2),
    y: primary.y + Math.round((primary.height - height) / 2),
    width,
    height,
    maximized,
  };
}

export function loadWindowState(file: string, workAreas: readonly Rect[]): WindowState {
  let saved: Partial<WindowState> = {};
  try {
    saved = parseWindowState(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    // First start or a damaged file: defaults.
  }
  return clampToDisplays(saved, workAreas);
}

/** Writes atomically (temp file + rename), so a crash mid-write never leaves a broken file. */
export function saveWindowState(file: string, state: WindowState): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(temp, file);
}

// A burst of "data changed" reloads what is on screen at once and once more at the end, not once
// per change; a change on its own still shows at once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coalesce } from '../../renderer/src/lib/coalesce';

afterEach(() => {
  vi.useRealTimers();
});

describe('coalesce', () => {
  it('runs at once, then once at the end of a burst, with the last change in it', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    let value = 0;
    const reload = coalesce(() => seen.push(value), 200);
    value = 1;
    reload();
    expect(seen).toEqual([1]);
    for (let v = 2; v <= 50; v++) {
      value = v;
      reload();
    }
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(200);
    expect(seen).toEqual([1, 50]);
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([1, 50]);
  });

  it('a change on its own, after a quiet time, runs at once again', () => {
    vi.useFakeTimers();
    let runs = 0;
    const reload = coalesce(() => runs++, 200);
    reload();
    vi.advanceTimersByTime(500);
    reload();
    expect(runs).toBe(2);
    vi.advanceTimersByTime(500);
    expect(runs).toBe(2);
  });

  it('a burst longer than the wait runs about once a wait, never more', () => {
    vi.useFakeTimers();
    let runs = 0;
    const reload = coalesce(() => runs++, 200);
    for (let t = 0; t < 1000; t += 10) {
      reload();
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(400);
    expect(runs).toBeGreaterThanOrEqual(5);
    expect(runs).toBeLessThanOrEqual(7);
  });
});

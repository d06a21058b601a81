// Small helpers every benchmark uses: timing and percentiles, and a uniform report line.
import { performance } from 'node:perf_hooks';

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export interface Summary {
  median: number;
  p95: number;
  n: number;
}

export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), n: sorted.length };
}

/** Times `fn` `n` times (after `warmup` untimed runs); milliseconds per run. */
export async function timeEach(n: number, fn: (i: number) => unknown, warmup = Math.min(50, n)): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn(i);
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await fn(i);
    samples.push(performance.now() - start);
  }
  return samples;
}

/**
 * Times `a` and `b` `n` times each, alternating (after `warmup` untimed rounds), so both meet the
 * same machine: a burst of other load or a cold cache costs both, not whichever ran second.
 */
export async function timeAlternating(
  n: number,
  a: (i: number) => unknown,
  b: (i: number) => unknown,
  warmup = Math.min(50, n),
): Promise<[number[], number[]]> {
  for (let i = 0; i < warmup; i++) {
    await a(i);
    await b(i);
  }
  const samples: [number[], number[]] = [[], []];
  for (let i = 0; i < n; i++) {
    // Which one goes first alternates too: running right after the other is not free either.
    const order = i % 2 ? ([1, 0] as const) : ([0, 1] as const);
    for (const k of order) {
      const start = performance.now();
      await (k === 0 ? a : b)(i);
      samples[k].push(performance.now() - start);
    }
  }
  return samples;
}

export const ms = (v: number) => `${v.toFixed(3)} ms`;

/** Prints a measured figure beside its same-run baseline, with the ratio and the target. */
export function report(label: string, measured: Summary, baseline: Summary, target?: string): void {
  const ratio = measured.p95 / baseline.p95;
  console.log(
    `${label}: median ${ms(measured.median)}, p95 ${ms(measured.p95)} (n=${measured.n}) | baseline median ${ms(baseline.median)}, p95 ${ms(baseline.p95)} | ratio p95 ${ratio.toFixed(2)}x${target ? ` | target ${target}` : ''}`,
  );
}

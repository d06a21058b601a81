// The renderer at 100,000 contacts, in Debian's Chromium through the loopback bridge:
//   1. opening the app → first rows painted, beside the same page opening an empty store;
//   2. a keystroke in the search box → its results painted, beside the bare contacts.list
//      round trip over the WebSocket (same queries, same page size);
//   3. jumping to the middle of the list → rows painted there, beside the bare round trip of
//      the page it needs.
// The keystroke is also set beside its own echo in the search box (keydown → next frame): the
// floor no renderer can beat. Times are taken inside the page (performance.now(), after the next frame), so Playwright's
// own round trips do not count.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import WebSocket from 'ws';
import { openStore } from '../../db/open';
import { startBridge, type Bridge } from '../../main/bridge/server';
import { startCore, STORE_FILE, type Core } from '../../main/core/core';
import { PAGE_SIZE } from '../../renderer/src/stores/pageSize';
import { tempFolder } from '../helpers/temp';
import { insertSyntheticContacts } from '../helpers/synthetic';
import { report, summarize, type Summary } from './stats';

const COUNT = Number(process.env.UI_BENCH_CONTACTS ?? 100_000);
const OPEN_RUNS = 12;
const KEYSTROKES = 40;
const JUMPS = 15;
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const rendererFolder = join(root, 'dist', 'renderer');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

if (!existsSync(join(rendererFolder, 'index.html'))) {
  console.log('building the renderer first…');
  const build = spawnSync('npm', ['run', '--silent', 'build:renderer'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build:renderer failed');
}

// ---- Two stores: 100,000 generated contacts, and an empty one. -----------------------------
const big = tempFolder('rolodeck-ui-bench-');
const empty = tempFolder('rolodeck-ui-bench-empty-');
{
  const store = await openStore(join(big.path, STORE_FILE));
  const started = performance.now();
  insertSyntheticContacts(store, COUNT);
  console.log(`generated ${COUNT.toLocaleString()} contacts in ${(performance.now() - started).toFixed(0)} ms`);
  store.sqlite.close();
}

interface Running {
  core: Core;
  bridge: Bridge;
}
async function serve(dataFolder: string): Promise<Running> {
  const core = await startCore({ dataFolder, sync: false });
  const bridge = await startBridge({ core, rendererFolder, port: 0 });
  return { core, bridge };
}
const bigApp = await serve(big.path);
const emptyApp = await serve(empty.path);

// ---- In-page probes: when the first rows (or the empty state) are painted; when the list
// shows the results of a given query. ------------------------------------------------------
// (Plain strings, not functions: tsx would add helpers to a function's source that the page lacks.)
const probe = `
  (() => {
    const w = window;
    const afterPaint = (done) => requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0));
    const seen = () => document.querySelector('.contact-row__name, .empty-state__title');
    const observer = new MutationObserver(() => {
      if (w.__firstContent === undefined && seen()) {
        w.__firstContent = -1;
        afterPaint((at) => (w.__firstContent = at));
        observer.disconnect();
      }
    });
    document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
    window.addEventListener('keydown', () => {
      const at = (w.__keydownAt = performance.now());
      // The floor: the same keystroke's own echo in the search box, painted.
      requestAnimationFrame(() => setTimeout(() => (w.__echoMs = performance.now() - at), 0));
    }, { capture: true });
  })();
`;

async function openAndTime(page: Page, url: string): Promise<number> {
  await page.goto(url);
  const handle = await page.waitForFunction('window.__firstContent >= 0 ? window.__firstContent : null');
  return (await handle.jsonValue()) as number;
}

/** Presses a key in the search box and times keydown → list showing `expected`'s results, painted. */
async function keystroke(page: Page, key: string, expected: string): Promise<number> {
  const waiting = page.evaluate(`
    new Promise((resolveTime) => {
      const want = ${JSON.stringify(expected)};
      const list = () => document.getElementById('contact-list');
      const check = () => list()?.getAttribute('data-results-for') === want && document.querySelector('.contact-row__name');
      const observer = new MutationObserver(() => {
        if (check()) {
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolveTime(performance.now() - window.__keydownAt), 0));
        }
      });
      observer.observe(document.body, { attributes: true, childList: true, subtree: true, attributeFilter: ['data-results-for'] });
    })
  `) as Promise<number>;
  waiting.catch(() => undefined); // reported by the await below
  await page.keyboard.press(key);
  return waiting;
}

/** Scrolls the list to `fraction` of its height and times it until real rows are painted there. */
async function jump(page: Page, fraction: number): Promise<number> {
  return page.evaluate(`
    new Promise((resolveTime) => {
      const list = document.getElementById('contact-list');
      const start = performance.now();
      const ready = () => {
        const top = list.scrollTop;
        // The rows in view, all loaded (no placeholder among them).
        const inView = [...list.querySelectorAll('.contact-row')].filter((r) => {
          const y = new DOMMatrixReadOnly(getComputedStyle(r.parentElement).transform).m42;
          return y >= top && y < top + list.clientHeight;
        });
        return inView.length > 0 && inView.every((r) => !r.classList.contains('contact-row--placeholder'));
      };
      const observer = new MutationObserver(() => {
        if (ready()) {
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolveTime(performance.now() - start), 0));
        }
      });
      observer.observe(list, { childList: true, subtree: true, attributes: true });
      list.scrollTop = Math.floor(list.scrollHeight * ${fraction});
    })
  `) as Promise<number>;
}

// ---- The bare round trip over the WebSocket, for the baselines. ---------------------------
async function wsClient(bridge: Bridge) {
  const socket = new WebSocket(`ws://127.0.0.1:${bridge.port}/api?token=${encodeURIComponent(bridge.token)}`);
  await new Promise<void>((done, fail) => {
    socket.once('open', () => done());
    socket.once('error', fail);
  });
  let id = 0;
  const waiting = new Map<number, () => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString());
    waiting.get(message.id)?.();
    waiting.delete(message.id);
  });
  return {
    roundTrip(input: Record<string, unknown>): Promise<number> {
      const n = ++id;
      const start = performance.now();
      return new Promise((done) => {
        waiting.set(n, () => done(performance.now() - start));
        socket.send(JSON.stringify({ id: n, method: 'contacts.list', input }));
      });
    },
    close: () => socket.close(),
  };
}

const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  // 1. Open → first rows painted (100k) vs first content painted (empty store).
  const openSamples: number[] = [];
  const emptySamples: number[] = [];
  for (let i = 0; i < OPEN_RUNS + 2; i++) {
    for (const [app, samples] of [
      [bigApp, openSamples],
      [emptyApp, emptySamples],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
      await context.addInitScript(probe);
      const page = await context.newPage();
      const at = await openAndTime(page, app.bridge.url);
      if (i >= 2) samples.push(at); // two warm-up runs
      await context.close();
    }
  }
  const opened = summarize(openSamples);
  const openedEmpty = summarize(emptySamples);
  report(`open → first rows painted, ${COUNT.toLocaleString()} contacts (vs empty store)`, opened, openedEmpty);

  // 2. Keystroke → results painted, vs the bare contacts.list round trip for the same query.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  await context.addInitScript(probe);
  const page = await context.newPage();
  await openAndTime(page, bigApp.bridge.url);
  const search = page.getByRole('searchbox', { name: 'Search contacts' });
  const words = ['jo', 'ma', 'sm', 'ac', 'gl', 'wi', 'da', 'ro', 'ka', 'ch', 'li', 'mu', 'ok', 'na', 'ce', 'ho', 'an', 'ty', 'sv', 'pr'];
  const keySamples: number[] = [];
  const echoSamples: number[] = [];
  const queries: string[] = [];
  for (let i = 0; keySamples.length < KEYSTROKES; i++) {
    const word = words[i % words.length]!;
    await search.fill('');
    await page.waitForFunction(`document.getElementById('contact-list')?.getAttribute('data-results-for') === ''`);
    await search.focus();
    for (let k = 1; k <= word.length; k++) {
      const t = await keystroke(page, word[k - 1]!, word.slice(0, k));
      if (i >= 2) {
        keySamples.push(t);
        echoSamples.push((await page.evaluate('window.__echoMs')) as number);
        queries.push(word.slice(0, k));
      }
    }
  }
  const typed = summarize(keySamples);

  const ws = await wsClient(bigApp.bridge);
  const bareSamples: number[] = [];
  for (let i = 0; i < 5; i++) await ws.roundTrip({ query: queries[i], offset: 0, limit: PAGE_SIZE });
  for (const q of queries) bareSamples.push(await ws.roundTrip({ query: q, sort: 'name', direction: 'asc', offset: 0, limit: PAGE_SIZE }));
  const bare = summarize(bareSamples);
  report('keystroke → results painted (vs bare contacts.list round trip over the WebSocket)', typed, bare);
  report('keystroke → results painted (vs the keystroke’s own echo painted: the frame floor)', typed, summarize(echoSamples));

  // 3. Jump to the middle of 100,000 rows → rows painted there, vs the bare page fetch.
  await search.fill('');
  await page.waitForFunction(`document.getElementById('contact-list')?.getAttribute('data-results-for') === ''`);
  const jumpSamples: number[] = [];
  const pageSamples: number[] = [];
  for (let i = 0; i < JUMPS + 2; i++) {
    const fraction = 0.05 + ((i * 0.37) % 0.9);
    const t = await jump(page, fraction);
    const offset = Math.floor((COUNT * fraction) / PAGE_SIZE) * PAGE_SIZE;
    const b = await ws.roundTrip({ sort: 'name', direction: 'asc', offset, limit: PAGE_SIZE });
    if (i >= 2) {
      jumpSamples.push(t);
      pageSamples.push(b);
    }
  }
  report(`scroll jump → rows painted (vs bare round trip of one ${PAGE_SIZE}-row page)`, summarize(jumpSamples), summarize(pageSamples));
  ws.close();

  const rowsInDom = await page.locator('.contact-row').count();
  console.log(`rows in the DOM with ${COUNT.toLocaleString()} contacts: ${rowsInDom} (virtualized)`);
  summaryLine(opened, openedEmpty, typed, bare);
  await context.close();
} finally {
  await browser.close();
  for (const app of [bigApp, emptyApp]) {
    await app.bridge.close();
    await app.core.close();
  }
  big.remove();
  empty.remove();
}

function summaryLine(open: Summary, openEmpty: Summary, key: Summary, bareKey: Summary): void {
  console.log(
    `ratios (median): open ${(open.median / openEmpty.median).toFixed(2)}x the empty store; keystroke ${(key.median / bareKey.median).toFixed(2)}x the bare round trip`,
  );
}

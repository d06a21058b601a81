import { defineConfig } from '@playwright/test';

// Two suites: `web` drives the built renderer in Debian's Chromium through the loopback bridge;
// `electron` drives the desktop app and skips (with a printed reason) where no Electron binary runs.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A stray test.only would quietly run one test and pass: under CI it fails the run.
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  globalSetup: './test/e2e/global-setup.ts',
  outputDir: 'test-results',
  use: {
    // A failed test keeps its trace (every action, console and network) and a screenshot. Not
    // the DOM snapshot and screencast of every step: recording those slowed every test by
    // about a fifth (26 tests: 114 s against 94 s) for what the failure screenshot mostly shows.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: true },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'web',
      testDir: 'test/e2e',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: CHROMIUM,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        },
      },
    },
    { name: 'electron', testDir: 'test/electron' },
  ],
});

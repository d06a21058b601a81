import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and integration tests (Node by default; a renderer test opts into happy-dom with a
// `// @vitest-environment happy-dom` comment). Browser and Electron tests run under Playwright.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'test/electron/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Most sync files spend their time waiting (backoffs, a service's answer, a child process),
    // not computing: at least four files at once, however few the cores. On 2 cores the run took
    // ~290 s against ~450–500 s with one file per core, the property and crash tests included.
    maxWorkers: Math.max(4, availableParallelism()),
    // Against a deployment the conformance files share one database: one after another, so a
    // count one file takes is not moved by another; and the run first says what it will write.
    fileParallelism: !process.env.CONTACT_SERVICE_URL,
    globalSetup: ['test/conformance/deployment-notice.ts'],
  },
});

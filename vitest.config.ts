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
  },
});

// Command-line tests run the real CLI in child processes: each step starts Node with tsx and
// loads the app, a few seconds on a loaded two-core machine, and a test takes several steps.
// A limit that fits that, so a slow machine does not fail a test whose every step answered.
export const CLI_TEST_TIMEOUT_MS = 120_000;

// One reference service for a test file, and a clean slate between its tests: after each test
// the app it started is closed, the fault proxy passes everything again and the service's
// contacts are cleared. (Hooks only: call it at the top of a test file.)
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { TestApp } from './app';
import { startTestService, type TestService } from './service';

export function sharedTestService(use: (service: TestService) => void, currentApp: () => TestApp | undefined): void {
  let service: TestService | undefined;
  beforeAll(async () => {
    service = await startTestService();
    use(service);
  });
  afterAll(async () => service?.close());
  afterEach(async () => {
    service?.proxy.setPlan(() => ({ kind: 'pass' }));
    await currentApp()?.close();
    service?.db.clearContacts();
  });
}

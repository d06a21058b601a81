// One reference service and one app connected to it, for a whole test file: started before the
// first test, closed after the last. (Hooks only: call it at the top of a test file.)
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp, type TestAppOptions } from './app';
import { startTestService, type TestService } from './service';

type ServiceOptions = NonNullable<Parameters<typeof startTestService>[0]>;

export interface ConnectedApp {
  readonly service: TestService;
  readonly app: TestApp;
}

export function connectedApp(
  options: {
    /** The service's options, or a function giving them once earlier hooks have run (a model stand-in's address). */
    service?: ServiceOptions | (() => ServiceOptions);
    app?: Omit<TestAppOptions, 'serviceUrl' | 'token'>;
  } = {},
): ConnectedApp {
  let service: TestService | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    service = await startTestService(typeof options.service === 'function' ? options.service() : options.service);
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, ...options.app });
  });
  afterAll(async () => {
    await app?.close();
    await service?.close();
  });
  return {
    get service() {
      if (!service) throw new Error('the service starts in beforeAll');
      return service;
    },
    get app() {
      if (!app) throw new Error('the app starts in beforeAll');
      return app;
    },
  };
}

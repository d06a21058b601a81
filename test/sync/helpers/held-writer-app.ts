// connectedApp() whose service writes emails through a model endpoint on 127.0.0.1 that holds
// each request until the test releases it (test/helpers/held-writer.ts). Hooks only: call it at
// the top of a test file.
import { afterAll, beforeAll } from 'vitest';
import { ChatCompletionsEmailWriter } from '../../../server/index';
import { startHeldWriter, type HeldWriter } from '../../helpers/held-writer';
import type { TestAppOptions } from './app';
import { connectedApp, type ConnectedApp } from './connected-app';

type TestAppOptionsWithoutService = Omit<TestAppOptions, 'serviceUrl' | 'token'>;

export function connectedAppWithHeldWriter(app?: TestAppOptionsWithoutService): { env: ConnectedApp; held: { readonly writer: HeldWriter } } {
  let writer: HeldWriter | undefined;
  // Registered before connectedApp's hooks, so the endpoint is up when the service starts.
  beforeAll(async () => {
    writer = await startHeldWriter();
  });
  afterAll(() => writer?.close());
  const env = connectedApp({ service: () => ({ writer: new ChatCompletionsEmailWriter({ url: writer!.url, model: 'test-model' }) }), app });
  return {
    env,
    held: {
      get writer() {
        return writer!;
      },
    },
  };
}

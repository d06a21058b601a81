// The typed client over a transport: unwraps the Result envelope, throwing an ApiError on failure.
import type { EventName, Events, RolodeckApi, RolodeckBridge } from '../../../preload/contract';
import { ApiError } from './ApiError';

export function createApi(bridge: RolodeckBridge): RolodeckApi {
  return {
    async invoke(method, input) {
      const result = await bridge.invoke(method, input);
      if (!result.ok) throw new ApiError(result.error);
      return result.value as never;
    },
    on<E extends EventName>(event: E, listener: (payload: Events[E]) => void) {
      return bridge.on(event, listener as (payload: unknown) => void);
    },
  };
}

// A fault-proxy plan under which the service refuses the first request that matches, then
// passes everything: how tests get a refused change now that the app itself refuses every value
// the service would (preload/contract/limits.ts).
import type { Fault } from './fault-proxy';

export function refuseOnce(
  match: (method: string, path: string) => boolean,
  status = 422,
  violations: { propertyPath: string; message: string }[] = [],
) {
  let left = 1;
  return ({ method, path }: { method: string; path: string }): Fault => {
    if (left > 0 && match(method, path)) {
      left--;
      const body = { title: 'Refused', detail: 'Refused by the service.', ...(violations.length ? { violations } : {}) };
      return { kind: 'answer', status, contentType: 'application/problem+json', body: JSON.stringify(body) };
    }
    return { kind: 'pass' };
  };
}

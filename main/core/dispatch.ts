// Validates a call against the contract and runs its handler. Every transport goes through
// here, so unknown methods and bad input get the same clear answer everywhere.
import type { z } from 'zod';
import { methods, type MethodName, type Result } from '../../preload/contract';
import type { CoreContext } from './context';
import { withCurrentContactIds } from './current-contact-ids';
import { ApiError } from './errors';
import { storeFailure } from './store-errors';
import type { HandlerTable } from './handler-types';

export type Dispatch = (method: unknown, input: unknown) => Promise<Result<unknown>>;

export function isMethodName(method: unknown): method is MethodName {
  return typeof method === 'string' && Object.hasOwn(methods, method);
}

function issuesOf(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.message,
  }));
}

/**
 * The largest input a call may carry, as JSON text: the contract's biggest field (100,000
 * characters of pasted text) with room to spare. The web bridge refuses larger messages before
 * they arrive; over IPC this is the check, so an oversized payload is refused, not stored.
 */
export const MAX_INPUT_CHARS = 1024 * 1024;

/** The input's size as JSON text, or null when it is no JSON value at all (cycles, BigInt). */
function jsonSize(input: unknown): number | null {
  try {
    return JSON.stringify(input ?? {})?.length ?? 0;
  } catch {
    return null;
  }
}

export function createDispatch(handlers: HandlerTable, ctx: CoreContext): Dispatch {
  return async (method, input) => {
    if (!isMethodName(method)) {
      return { ok: false, error: { code: 'unknown_method', message: `Unknown method: ${String(method).slice(0, 100)}` } };
    }
    const size = jsonSize(input);
    if (size === null || size > MAX_INPUT_CHARS) {
      const why = size === null ? 'it is not plain data' : `it is larger than ${MAX_INPUT_CHARS / 1024 / 1024} MB`;
      return { ok: false, error: { code: 'invalid_input', message: `Invalid input for ${method}: ${why}`, issues: [] } };
    }
    const parsed = methods[method].input.safeParse(input ?? {});
    if (!parsed.success) {
      const issues = issuesOf(parsed.error);
      const first = issues[0];
      const message = first ? `Invalid input for ${method}: ${first.path ? `${first.path}: ` : ''}${first.message}` : `Invalid input for ${method}`;
      return { ok: false, error: { code: 'invalid_input', message, issues } };
    }
    try {
      const handler = handlers[method] as (input: unknown, ctx: CoreContext) => unknown;
      return { ok: true, value: await handler(withCurrentContactIds(ctx.store, method, parsed.data), ctx) };
    } catch (error) {
      if (error instanceof ApiError) return { ok: false, error: error.toBody() };
      console.error(`${method} failed`, error);
      const failure = storeFailure(error, method, ctx.store.sqlite.name);
      if (failure) return { ok: false, error: failure.toBody() };
      return { ok: false, error: { code: 'internal', message: `${method} failed: ${(error as Error)?.message ?? String(error)}` } };
    }
  };
}

// Why an action of the user on a queued change (retry, edit, discard) cannot be done.
export class OpError extends Error {
  constructor(
    readonly code: 'not_found' | 'invalid_input' | 'conflict',
    message: string,
  ) {
    super(message);
  }
}

/** Fields as a message names them. */
export const fieldList = (fields: string[]) => fields.map((f) => (f === 'pipelineStateId' ? 'pipeline state' : f)).join(', ');

/** Every field of a change is set again by newer changes queued after it. */
export function supersededError(fields: string[]): OpError {
  return new OpError('conflict', `Newer changes of ${fieldList(fields)} are queued after this one and replace it: discard it instead.`);
}

// Pipeline states by name in the Sync view: a refused move and a conflict over a contact's state
// hold state ids, which told the user nothing ("c5328ac7-…" for Yours and Theirs).
import { useEffect, useState } from 'react';
import type { PipelineState } from '../../../../preload/contract';
import { api } from '../../api';

/** The pipeline states, read once something shown needs their names (else none). */
export function usePipelineStates(needed: boolean, reloadOn: unknown): PipelineState[] {
  const [states, setStates] = useState<PipelineState[]>([]);
  useEffect(() => {
    if (!needed) return;
    void api()
      .invoke('pipelineStates.list', {})
      .then(setStates)
      .catch(() => undefined);
  }, [needed, reloadOn]);
  return states;
}

/** A state id as its name; no id is no state. */
export function stateName(value: unknown, states: PipelineState[]): string {
  if (!value) return 'Not in pipeline';
  return states.find((s) => s.id === value)?.name ?? 'A pipeline state this app no longer has';
}

// Stop, while the service writes an email (a model can take a minute): main aborts the request,
// which then answers "stopped" and leaves the email as it was. A Stop pressed while the typing is
// still being kept, before the request went out, is remembered so the request is not made.
import { useRef, useState } from 'react';
import { api, ApiError } from '../../api';

export const STOPPED_NOTICE = 'Stopped — your email is as it was.';

/** A prepare or refine that the user stopped (main answers it with this code). */
export const isStopped = (error: unknown): boolean => error instanceof ApiError && error.code === 'stopped';

export function useStopWriting(contactId: string) {
  const requested = useRef(false);
  const [stopping, setStopping] = useState(false);

  /** As asking begins: no Stop pressed yet. */
  const begin = () => {
    requested.current = false;
    setStopping(false);
  };

  const stop = async () => {
    if (requested.current) return;
    requested.current = true;
    setStopping(true);
    try {
      // Nothing in flight yet (the typing still being kept) or any more (the answer is in): the
      // request is not made, or its answer shows; either way the asking ends by itself.
      await api().invoke('email.stopWriting', { contactId });
    } catch {
      // Main did not get the stop: the request goes on, and Stop can be pressed again.
      requested.current = false;
      setStopping(false);
    }
  };

  return { begin, stop, stopping, requested: () => requested.current };
}

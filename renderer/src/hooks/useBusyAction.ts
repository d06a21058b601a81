// Runs one API action at a time on a panel: remembers which item is busy (to disable its
// buttons) and keeps the failure message for the panel's error banner. The item stays busy
// until onDone (a reload of the panel) has finished, so its buttons do not come back for a moment
// before the item leaves the list.
import { useState } from 'react';
import { errorMessage } from '../api';

export function useBusyAction(onDone: () => unknown) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (key: string, work: () => Promise<unknown>) => {
    setBusy(key);
    setError(null);
    try {
      await work();
      await onDone();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, run };
}

// Runs one API action at a time on a panel: remembers which item is busy (to disable its
// buttons) and keeps the failure message for the panel's error banner.
import { useState } from 'react';
import { errorMessage } from '../api';

export function useBusyAction(onDone: () => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (key: string, work: () => Promise<unknown>) => {
    setBusy(key);
    setError(null);
    try {
      await work();
      onDone();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, run };
}

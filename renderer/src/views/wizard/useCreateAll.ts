// The wizard's view of "Create all": the run itself lives in wizardCreateAllStore, beside the
// review, so it is the same run (and the same Stop) when the wizard is left and come back to.
import type { WizardPrepared } from '../../../../preload/contract';
import { useCreateAllRun } from '../../stores/wizardCreateAllStore';

export type { CardRefusal, CreateAllProgress } from '../../stores/wizardCreateAllStore';

/** The run of `prepared`'s review, when there is one, and its refusal. */
export function useCreateAll(prepared: WizardPrepared | null) {
  const progress = useCreateAllRun((s) => (s.prepared && s.prepared === prepared ? s.progress : null));
  const refusal = useCreateAllRun((s) => (s.refusal && s.refusal.prepared === prepared ? s.refusal : null));
  const start = useCreateAllRun((s) => s.start);
  const stop = useCreateAllRun((s) => s.stop);
  return { progress, refusal, start, stop };
}

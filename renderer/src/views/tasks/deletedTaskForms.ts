// What was typed into a deleted task's forms left open (its edit, its new date), set aside so
// that Undo brings the task back with them as they were. Kept in memory for the last deletions
// only, as the main process keeps the deletions themselves (main/core/deleted-tasks.ts).
import { useInlineDrafts, type InlineDraft } from '../../stores/inlineDraftStore';
import { rescheduleDraftKey } from './RescheduleForm';
import { taskEditDraftKey } from './TaskEditForm';

const KEPT = 50;
const setAside = new Map<string, [string, InlineDraft][]>();

const formKeys = (taskId: string) => [taskEditDraftKey(taskId), rescheduleDraftKey(taskId)];

/** Takes the task's unsent forms out of the page (they go with the task) and keeps them for Undo. */
export function setAsideTaskForms(taskId: string): void {
  const { drafts, forget } = useInlineDrafts.getState();
  const forms = formKeys(taskId).flatMap((key): [string, InlineDraft][] => (drafts[key] ? [[key, drafts[key]]] : []));
  for (const key of formKeys(taskId)) forget(key);
  setAside.delete(taskId);
  if (!forms.length) return;
  setAside.set(taskId, forms);
  if (setAside.size > KEPT) setAside.delete(setAside.keys().next().value!);
}

/** Puts the forms set aside for the task back, to open again as it is shown. */
export function bringBackTaskForms(taskId: string): void {
  const { keep } = useInlineDrafts.getState();
  for (const [key, draft] of setAside.get(taskId) ?? []) keep(key, draft);
  setAside.delete(taskId);
}

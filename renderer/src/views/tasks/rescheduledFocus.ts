// Where the keyboard goes after a task gets a new due date: to that task's Reschedule button,
// wherever the task now stands. The date may move it to another list, which draws it anew; so the
// wish is kept here, by task and date, and taken by the first row to show the task with its new
// date (the same row when it stays, a new one when it moved).
let wanted: { id: string; dueDate: string } | null = null;

export function wantFocusAfterReschedule(id: string, dueDate: string): void {
  wanted = { id, dueDate };
}

export function forgetFocusAfterReschedule(id: string): void {
  if (wanted?.id === id) wanted = null;
}

/** Whether this row, showing the task with this due date, is the one to take the keyboard (once). */
export function takeFocusAfterReschedule(id: string, dueDate: string): boolean {
  if (!wanted || wanted.id !== id || Date.parse(wanted.dueDate) !== Date.parse(dueDate)) return false;
  wanted = null;
  return true;
}

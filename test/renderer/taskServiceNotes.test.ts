// What each task form says about the service: nothing without one; for a task the service has,
// that the change stays here; for one not sent yet, that it goes as it is now (so only Delete
// says something: it will not be sent); for one whose answer was lost, that it may be there; for
// one kept here only (its create refused and discarded), nothing.
import { describe, expect, it } from 'vitest';
import { taskServiceNote } from '../../renderer/src/lib/taskServiceNotes';

const changes = ['reschedule', 'edit', 'delete'] as const;

describe('taskServiceNote', () => {
  it('says nothing without a service, nor of a task kept here only', () => {
    for (const change of changes) {
      expect(taskServiceNote({ pending: false, inDoubt: false, onService: true }, false, change)).toBeNull();
      expect(taskServiceNote({ pending: true, inDoubt: true, onService: false }, false, change)).toBeNull();
      expect(taskServiceNote({ pending: false, inDoubt: false, onService: false }, true, change)).toBeNull();
    }
  });

  it('says a change to a task on the service stays on this computer', () => {
    const there = { pending: false, inDoubt: false, onService: true };
    expect(taskServiceNote(there, true, 'reschedule')).toBe('Changed on this computer only: the service keeps the date the task was sent with.');
    expect(taskServiceNote(there, true, 'edit')).toBe('Changed on this computer only: the service keeps the task as it was sent.');
    expect(taskServiceNote(there, true, 'delete')).toBe('It stays on the service, which has no way to delete tasks.');
  });

  it('says a task not sent yet will not be sent once deleted, and nothing of a change it will carry', () => {
    const notYet = { pending: true, inDoubt: false, onService: false };
    expect(taskServiceNote(notYet, true, 'reschedule')).toBeNull();
    expect(taskServiceNote(notYet, true, 'edit')).toBeNull();
    expect(taskServiceNote(notYet, true, 'delete')).toBe('It has not reached the service yet, and will not be sent.');
  });

  it('says a task whose answer was lost may be on the service as it was sent', () => {
    const maybe = { pending: true, inDoubt: true, onService: false };
    expect(taskServiceNote(maybe, true, 'reschedule')).toMatch(/^The service may already have this task \(its answer was lost\): if so, it keeps the date/);
    expect(taskServiceNote(maybe, true, 'edit')).toMatch(/if so, it keeps the task as it was sent\.$/);
    expect(taskServiceNote(maybe, true, 'delete')).toMatch(/^It may already be on the service/);
  });
});

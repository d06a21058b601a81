// When a task comes due the user hears about it once, in words they recognise; a burst of due
// tasks becomes one summary; a task due long ago is not announced again.
import { afterEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dueCheckFile } from '../../../main/electron/due-check-file';
import { tempFolder } from '../../helpers/temp';
import { DueTaskNotifier, noticeKey, planDueNotifications, type DueNotice, type DueTask } from '../../../main/electron/due-notifier';

const NOW = Date.parse('2026-03-02T15:00:00Z');
const min = 60_000;
const task = (id: string, dueOffsetMs: number, extra: Partial<DueTask> = {}): DueTask => ({
  id,
  title: `Call ${id}`,
  contactName: `Contact ${id}`,
  dueDate: new Date(NOW + dueOffsetMs).toISOString(),
  completed: false,
  ...extra,
});

describe('planDueNotifications', () => {
  it('announces a task that just came due, and says when the next one is', () => {
    const plan = planDueNotifications({ tasks: [task('a', -1 * min), task('b', 30 * min), task('c', 90 * min)], now: NOW, notified: new Set() });
    expect(plan.notices).toHaveLength(1);
    expect(plan.notices[0]).toMatchObject({ title: 'Due now: Call a', taskIds: ['a'] });
    expect(plan.notices[0]!.body).toContain('Contact a');
    expect(plan.nextDueAt).toBe(NOW + 30 * min);
  });

  it('does not announce twice, but does again when the task is rescheduled', () => {
    const first = planDueNotifications({ tasks: [task('a', -min)], now: NOW, notified: new Set() });
    const notified = new Set(first.notifiedKeys);
    expect(planDueNotifications({ tasks: [task('a', -min)], now: NOW, notified }).notices).toEqual([]);
    const moved = task('a', -2 * min);
    expect(noticeKey(moved)).not.toBe(first.notifiedKeys[0]);
    expect(planDueNotifications({ tasks: [moved], now: NOW, notified }).notices).toHaveLength(1);
  });

  it('skips completed tasks, future tasks and tasks overdue for longer than the look-back', () => {
    const plan = planDueNotifications({
      tasks: [task('done', -min, { completed: true }), task('future', min), task('old', -13 * 60 * min), task('bad', 0, { dueDate: 'not a date' })],
      now: NOW,
      notified: new Set(),
    });
    expect(plan.notices).toEqual([]);
    expect(plan.nextDueAt).toBe(NOW + min);
  });

  it('summarises a burst of due tasks in one notice', () => {
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((id, i) => task(id, -(5 - i) * min));
    const plan = planDueNotifications({ tasks, now: NOW, notified: new Set() });
    expect(plan.notices).toHaveLength(1);
    expect(plan.notices[0]!.title).toBe('5 tasks are due');
    expect(plan.notices[0]!.body).toMatch(/^Call a \(Contact a\), Call b \(Contact b\), Call c \(Contact c\) and 2 more$/);
    expect(plan.notifiedKeys).toHaveLength(5);
  });

  it('has nothing ahead when no open task is in the future', () => {
    expect(planDueNotifications({ tasks: [], now: NOW, notified: new Set() }).nextDueAt).toBeNull();
  });
});

describe('DueTaskNotifier (real timers)', () => {
  let notifier: DueTaskNotifier | null = null;
  afterEach(() => notifier?.stop());

  it('shows a notice when a task comes due while the app runs', async () => {
    const start = Date.now();
    const tasks = [task('soon', 0, { dueDate: new Date(start + 150).toISOString() })];
    const shown: DueNotice[] = [];
    notifier = new DueTaskNotifier({ loadTasks: async () => tasks, show: (n) => shown.push(n), enabled: () => true });
    await notifier.start();
    expect(shown).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(shown.map((n) => n.title)).toEqual(['Due now: Call soon']);
  });

  it('stays quiet when the user turned notifications off, without a burst when turned on', async () => {
    let enabled = false;
    const shown: DueNotice[] = [];
    // One due date for every load: a new one would be a rescheduled task, rightly announced.
    const overdue = [task('a', 0, { dueDate: new Date(Date.now() - 1000).toISOString() })];
    notifier = new DueTaskNotifier({ loadTasks: async () => overdue, show: (n) => shown.push(n), enabled: () => enabled });
    await notifier.start();
    enabled = true;
    await notifier.refresh();
    expect(shown).toEqual([]);
  });

  it('picks up a task added later (refresh on data change)', async () => {
    const tasks: DueTask[] = [];
    const shown: DueNotice[] = [];
    notifier = new DueTaskNotifier({ loadTasks: async () => tasks, show: (n) => shown.push(n), enabled: () => true });
    await notifier.start();
    tasks.push(task('new', 0, { dueDate: new Date(Date.now() - 10).toISOString() }));
    await notifier.refresh();
    expect(shown).toHaveLength(1);
  });

  it('after a restart, announces only what came due since the last run looked (kept in a file)', async () => {
    const folder = tempFolder();
    try {
      const lastCheck = dueCheckFile(join(folder.path, 'due-tasks-checked.json'));
      expect(lastCheck.load()).toBeNull(); // never looked: tasks within the look-back are announced
      let clock = Date.now();
      const earlier = task('earlier', 0, { dueDate: new Date(clock - 60 * min).toISOString() });
      const tasks = [earlier];
      const shown: DueNotice[] = [];
      const run = () => new DueTaskNotifier({ loadTasks: async () => tasks, show: (n) => shown.push(n), enabled: () => true, now: () => clock, lastCheck });
      notifier = run();
      await notifier.start();
      expect(shown.map((n) => n.title)).toEqual(['Due now: Call earlier']);
      notifier.stop();

      // Closed for two hours; a task came due meanwhile. Started again: that one is announced, the
      // earlier one is not again, also at the checks after the first.
      clock += 120 * min;
      tasks.push(task('meanwhile', 0, { dueDate: new Date(clock - 30 * min).toISOString() }));
      notifier = run();
      await notifier.start();
      await notifier.refresh();
      expect(shown.map((n) => n.title)).toEqual(['Due now: Call earlier', 'Due now: Call meanwhile']);
      expect(lastCheck.load()).toBe(clock);
    } finally {
      folder.remove();
    }
  });

  it('reads a damaged last-check file as never', () => {
    const folder = tempFolder();
    try {
      writeFileSync(join(folder.path, 'checked.json'), '{"checkedAt": ');
      expect(dueCheckFile(join(folder.path, 'checked.json')).load()).toBeNull();
    } finally {
      folder.remove();
    }
  });

  it('reports a failing task query and keeps going', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const shown: DueNotice[] = [];
    notifier = new DueTaskNotifier({
      loadTasks: async () => {
        if (fail) throw new Error('store busy');
        return [task('x', 0, { dueDate: new Date(Date.now() - 10).toISOString() })];
      },
      show: (n) => shown.push(n),
      enabled: () => true,
      onError: (e) => errors.push(e),
    });
    await notifier.start();
    expect(errors).toHaveLength(1);
    fail = false;
    await notifier.refresh();
    expect(shown).toHaveLength(1);
  });
});

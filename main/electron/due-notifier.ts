// Decides when to tell the user that a task came due, and with what words. Plain Node: main.ts
// feeds it the open tasks and shows what it returns as a native Notification.
export interface DueTask {
  id: string;
  title: string;
  contactName: string;
  /** ISO 8601 instant. */
  dueDate: string;
  completed: boolean;
}

export interface DueNotice {
  title: string;
  body: string;
  taskIds: string[];
}

export interface DuePlan {
  /** Notices to show now. */
  notices: DueNotice[];
  /** Keys (task id + due date) the notices cover, to remember as notified. */
  notifiedKeys: string[];
  /** When the next open task comes due (epoch ms), or null when none is ahead. */
  nextDueAt: number | null;
}

/** A task that came due longer ago than this is only listed as overdue, not announced. */
export const DEFAULT_LOOKBACK_MS = 12 * 60 * 60 * 1000;
/** More tasks than this due at once: one summary notice instead of a stack of them. */
export const MAX_SEPARATE_NOTICES = 3;

/** A rescheduled task comes due again, so the key includes its due date. */
export const noticeKey = (task: DueTask): string => `${task.id}@${task.dueDate}`;

function time(iso: string): string {
  const date = new Date(iso);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

export function planDueNotifications(input: {
  tasks: readonly DueTask[];
  now: number;
  notified: ReadonlySet<string>;
  lookbackMs?: number;
  /**
   * The last check of the app's run before (epoch ms): a task due by then was announced then (or
   * came due with notifications off), so after a restart it is remembered, not announced again.
   */
  seenUntil?: number | null;
}): DuePlan {
  const lookback = input.lookbackMs ?? DEFAULT_LOOKBACK_MS;
  const open = input.tasks.filter((t) => !t.completed && Number.isFinite(Date.parse(t.dueDate)));
  const due = open
    .filter((t) => {
      const at = Date.parse(t.dueDate);
      return at <= input.now && at > input.now - lookback && !input.notified.has(noticeKey(t));
    })
    .sort((a, b) => Date.parse(a.dueDate) - Date.parse(b.dueDate));
  const ahead = open.map((t) => Date.parse(t.dueDate)).filter((at) => at > input.now);
  const nextDueAt = ahead.length ? Math.min(...ahead) : null;

  const seenUntil = input.seenUntil ?? null;
  const notifiedKeys = due.map(noticeKey);
  const newly = seenUntil === null ? due : due.filter((t) => Date.parse(t.dueDate) > seenUntil);
  const notices = noticesFor(newly);
  return { notices, notifiedKeys, nextDueAt };
}

function noticesFor(due: DueTask[]): DueNotice[] {
  let notices: DueNotice[];
  if (due.length === 0) notices = [];
  else if (due.length <= MAX_SEPARATE_NOTICES) {
    notices = due.map((t) => ({
      title: `Due now: ${t.title}`,
      body: `${t.contactName} · due ${time(t.dueDate)}`,
      taskIds: [t.id],
    }));
  } else {
    const shown = due.slice(0, MAX_SEPARATE_NOTICES).map((t) => `${t.title} (${t.contactName})`);
    const more = due.length - shown.length;
    notices = [
      {
        title: `${due.length} tasks are due`,
        body: `${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`,
        taskIds: due.map((t) => t.id),
      },
    ];
  }
  return notices;
}

/** setTimeout cannot wait longer than ~24.8 days; and clocks jump on sleep, so look again anyway. */
export const MAX_SLEEP_MS = 15 * 60 * 1000;

/**
 * Runs the plan over time: checks now, sleeps until the next task comes due (or at most
 * MAX_SLEEP_MS), and again whenever tasks change (refresh()).
 */
export class DueTaskNotifier {
  private readonly notified = new Set<string>();
  /** Read at the first check only: after it, what was announced is in `notified`. */
  private seenUntil: number | null | undefined;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly options: {
      loadTasks: () => Promise<DueTask[]>;
      show: (notice: DueNotice) => void;
      /** The user's choice; when off, due tasks are remembered silently (no burst when turned on). */
      enabled: () => boolean;
      now?: () => number;
      /** Where the time of the last check is kept across restarts (what was announced before it is not again). */
      lastCheck?: { load(): number | null; save(at: number): void };
      lookbackMs?: number;
      maxSleepMs?: number;
      onError?: (error: unknown) => void;
    },
  ) {}

  start(): Promise<void> {
    this.stopped = false;
    return this.refresh();
  }

  /** Look at the tasks again now (call on start and whenever tasks change). */
  refresh(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.check().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        void this.refresh();
      }
    });
    return this.running;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async check(): Promise<void> {
    const now = this.options.now ?? Date.now;
    let nextDueAt: number | null = null;
    try {
      if (this.seenUntil === undefined) this.seenUntil = this.options.lastCheck?.load() ?? null;
      const at = now();
      const plan = planDueNotifications({ tasks: await this.options.loadTasks(), now: at, notified: this.notified, lookbackMs: this.options.lookbackMs, seenUntil: this.seenUntil });
      this.seenUntil = null;
      for (const key of plan.notifiedKeys) this.notified.add(key);
      if (this.options.enabled() && !this.stopped) for (const notice of plan.notices) this.options.show(notice);
      this.options.lastCheck?.save(at);
      nextDueAt = plan.nextDueAt;
    } catch (error) {
      this.options.onError?.(error);
    }
    if (this.stopped) return;
    const maxSleep = this.options.maxSleepMs ?? MAX_SLEEP_MS;
    const wait = nextDueAt === null ? maxSleep : Math.min(maxSleep, Math.max(0, nextDueAt - now()) + 50);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.refresh(), wait);
    this.timer.unref?.();
  }
}

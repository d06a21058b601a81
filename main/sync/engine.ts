// The sync engine: one pass at a time (reconcile interrupted creates → pull → push), run at
// start, on an interval, shortly after local writes, when a connection comes back, and on
// demand. It owns the online/offline state and tells the renderer through `sync.status`.
import type { SyncPhase, SyncStatus } from '../../preload/contract';
import { setDraftStatus } from '../../db/queries/drafts';
import type { Store } from '../../db/store';
import type { EventBus } from '../core/events';
import { sqliteCode, syncStoreFailure } from '../core/store-errors';
import { DEFAULT_BACKOFF, retryDelay, type BackoffOptions } from './backoff';
import { RemoteClient, WRITING_TIMEOUT_MS } from './client';
import { RemoteFailure } from './errors';
import { lastSuccessWith, readLastSuccess, recordLastSuccess } from './last-success';
import { hidesListsNow, readListsShown, recordListsShown } from './service-lists';
import { markInterruptedAmbiguous, pruneDone, setState } from './outbox-ops';
import { pull } from './pull';
import { push } from './push';
import { reconcileCreates } from './reconcile';
import { queueCounts, type QueueCounts } from './status';

export interface SyncConfig {
  serviceUrl: string | null;
  token: string | null;
  intervalSeconds: number;
  /** Why the address and token saved are not used (say, http:// to another computer); shown as the error. */
  problem?: string | null;
}

export interface EngineOptions {
  /** Schedule passes on its own (start, interval, writes, reconnect). Off: only runNow(). */
  schedule?: boolean;
  concurrency?: number;
  backoff?: Partial<BackoffOptions>;
  inPassWaitMs?: number;
  localWriteDelayMs?: number;
  reconnectProbeMs?: number;
  requestTimeoutMs?: number;
  /** For requests that have the service write (ClientOptions.writingTimeoutMs). */
  writingTimeoutMs?: number;
}

interface Deps {
  store: Store;
  events: EventBus;
  config: () => SyncConfig;
}

const STATUS_COALESCE_MS = 50;

const configuredBy = (c: SyncConfig) => Boolean(c.serviceUrl && (c.token || c.problem));

/** A row left `sending` means the attempt's outcome could not be recorded: the request may have gone out. */
const INTERRUPTED_EMAIL = {
  atStart: 'Rolodeck stopped while sending this email and cannot tell whether it went out: check, then send again or discard.',
  inPass:
    "Rolodeck could not record whether this email went out (its store failed as it was sent), so it will not send it again on its own: check the recipient's inbox or your sent mail, then send again or discard.",
};

export class SyncEngine {
  private readonly opts: Required<Omit<EngineOptions, 'backoff'>> & { backoff: BackoffOptions };
  private readonly abort = new AbortController();
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  /**
   * The pending timer is the wait after a pass (the interval, or sooner for a reconnect probe or
   * an op's next attempt), made at `afterPass.at` (monotonic): a new interval only moves that one.
   */
  private afterPass: { at: number; nextAttemptAt: number | null } | null = null;
  private writeTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private started = false;
  private online = false;
  private authRequired = false;
  private phase: SyncPhase = 'idle';
  private progress: { done: number; total: number } | null = null;
  /** The last pass that succeeded, and with which service (kept across restarts). */
  private lastSuccess: ReturnType<typeof readLastSuccess>;
  private listsShown: ReturnType<typeof readListsShown>;
  private lastError: string | null = null;
  private lastProgressEmit = 0;
  /**
   * A pass the service answered 429 or 5xx holds scheduled passes (writes, timer, reconnect)
   * until this time: its Retry-After, else a backoff growing with each such pass. "Sync now"
   * and a new address or token do not wait. On the monotonic clock (performance.now()): a
   * wall clock set back meanwhile would otherwise hold them for as long as it moved.
   */
  private notBefore = 0;
  private throttledPasses = 0;

  constructor(private readonly deps: Deps, options: EngineOptions = {}) {
    this.opts = {
      schedule: options.schedule ?? true,
      concurrency: options.concurrency ?? 6,
      backoff: { ...DEFAULT_BACKOFF, ...options.backoff },
      inPassWaitMs: options.inPassWaitMs ?? 3_000,
      localWriteDelayMs: options.localWriteDelayMs ?? 1_500,
      reconnectProbeMs: options.reconnectProbeMs ?? 15_000,
      requestTimeoutMs: options.requestTimeoutMs ?? 20_000,
      writingTimeoutMs: options.writingTimeoutMs ?? WRITING_TIMEOUT_MS,
    };
    this.lastSuccess = readLastSuccess(deps.store);
    this.listsShown = readListsShown(deps.store);
    // A row left in `sending` by a crash may or may not have reached the service.
    this.settleInterrupted(INTERRUPTED_EMAIL.atStart);
  }

  /**
   * Rows left in `sending` (by a crash, or by a store that failed as an attempt's outcome was
   * recorded) may or may not have reached the service: they are settled as any whose answer was
   * lost, an email left to the user. Only a pass sends, one at a time, so between passes no row
   * is really on its way. Answers whether any was found.
   */
  private settleInterrupted(emailMessage: string): boolean {
    const { store } = this.deps;
    return store.transaction(() => {
      const ops = markInterruptedAmbiguous(store);
      for (const op of ops) {
        if (op.kind !== 'email.send') continue;
        setState(store, op.id, 'ambiguous', { lastError: emailMessage });
        setDraftStatus(store, op.entity_id, 'needs_attention', emailMessage);
      }
      return ops.length > 0;
    });
  }

  /** Begins scheduling (a pass now, then on the interval). */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    if (this.opts.schedule) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.writeTimer) clearTimeout(this.writeTimer);
    this.abort.abort();
    await this.running?.catch(() => {});
  }

  /** An address and a token are saved (usable or not: when not, the pass shows why). */
  configured(): boolean {
    return configuredBy(this.deps.config());
  }

  /** A client for online-only actions; null when no service is configured. */
  client(): RemoteClient | null {
    return this.clientFor(this.deps.config());
  }

  /** The settings each client was made with: an answer to an old token is not about the new one. */
  private issued = new WeakMap<RemoteClient, SyncConfig>();

  private clientFor(c: SyncConfig): RemoteClient | null {
    if (!c.serviceUrl || !c.token || c.problem) return null;
    const client = new RemoteClient({ baseUrl: c.serviceUrl, token: c.token, timeoutMs: this.opts.requestTimeoutMs, writingTimeoutMs: this.opts.writingTimeoutMs, signal: this.abort.signal });
    this.issued.set(client, c);
    return client;
  }

  /** Why the saved address and token are not used; null when they are (or none is saved). */
  configProblem(): string | null {
    return this.deps.config().problem ?? null;
  }

  /** Whether the service and token a pass started with are still the ones configured. */
  private stillConfigured(c: SyncConfig): boolean {
    const now = this.deps.config();
    return now.serviceUrl === c.serviceUrl && now.token === c.token;
  }

  /** The same, taken as yes when the store cannot say (nothing shows they changed). */
  private stillConfiguredOrUnknown(c: SyncConfig): boolean {
    const now = this.configOrKnown();
    return now.serviceUrl === c.serviceUrl && now.token === c.token;
  }

  /** What the status last read from the store, shown while the store cannot be read. */
  private known: { counts: QueueCounts; config: SyncConfig } = {
    counts: { pending: 0, rejected: 0, needsAttention: 0, conflicts: 0 },
    config: { serviceUrl: null, token: null, intervalSeconds: 0 },
  };

  /** The settings, or (the store failing) those last read. */
  private configOrKnown(): SyncConfig {
    try {
      return (this.known.config = this.deps.config());
    } catch (error) {
      if (!sqliteCode(error)) throw error;
      return this.known.config;
    }
  }

  /** A failure in words: a store's says what happened and that nothing is lost (store-errors.ts). */
  private words(error: unknown): string {
    return syncStoreFailure(error, this.deps.store.sqlite.name) ?? (error instanceof Error ? error.message : String(error));
  }

  /**
   * Never fails for the store: it is read on timers and after every pass, where a throw would
   * end as an unhandled rejection. A store that cannot be read shows the last counts read and
   * the store's failure as the error.
   */
  status(): SyncStatus {
    let counts = this.known.counts;
    let unreadable: string | null = null;
    try {
      counts = this.known.counts = queueCounts(this.deps.store);
    } catch (error) {
      if (!sqliteCode(error)) throw error;
      unreadable = this.words(error);
    }
    const config = this.configOrKnown();
    const configured = configuredBy(config);
    return {
      configured,
      online: configured && this.online,
      phase: this.authRequired ? 'paused' : this.phase,
      pending: counts.pending,
      rejected: counts.rejected,
      conflicts: counts.conflicts,
      needsAttention: counts.needsAttention,
      progress: this.progress,
      lastSuccessAt: lastSuccessWith(this.lastSuccess, config.serviceUrl),
      lastError: this.lastError ?? unreadable,
      authRequired: configured && this.authRequired,
      serviceHidesLists: configured && hidesListsNow(this.listsShown, config.serviceUrl),
    };
  }

  private statusQueued = false;

  /** Called from timers (a pass's, the coalesced one's) too: a status that cannot be read is logged, never thrown. */
  private emitStatus(): void {
    let status: SyncStatus;
    try {
      status = this.status();
    } catch (error) {
      console.error('sync status failed', error);
      return;
    }
    this.deps.events.emit('sync.status', status);
  }

  /**
   * Writes within STATUS_COALESCE_MS (typing, a bulk edit, an import) → one status event: the
   * recount of the queue stays off the path of each edit, and 50 ms is below what anyone sees.
   */
  private emitStatusSoon(): void {
    if (this.statusQueued) return;
    this.statusQueued = true;
    setTimeout(() => {
      this.statusQueued = false;
      if (!this.stopped) this.emitStatus();
    }, STATUS_COALESCE_MS).unref();
  }

  /** Tells the engine how an online-only request (wizard, email) made with `client` went. */
  noteOutcome(client: RemoteClient, ok: boolean, failure?: unknown): void {
    const wasOnline = this.online;
    if (ok) this.online = true;
    else if (failure instanceof RemoteFailure) {
      // A 401 to a token replaced since the request began says nothing about the new one.
      const config = this.issued.get(client);
      if (failure.kind === 'unauthorized') this.authRequired ||= !config || this.stillConfigured(config);
      else if (failure.status === null && failure.kind !== 'malformed') this.online = false;
    }
    if (wasOnline !== this.online || !ok) this.emitStatus();
    if (!wasOnline && this.online) this.runSoon(0); // back online: sync at once
  }

  /** After a local write: push soon (a burst of edits becomes one pass). */
  localWrite(): void {
    this.emitStatusSoon();
    if (!this.opts.schedule || this.stopped || !this.started) return;
    if (this.writeTimer) clearTimeout(this.writeTimer);
    this.writeTimer = setTimeout(() => this.runSoon(0), this.opts.localWriteDelayMs);
    this.writeTimer.unref?.();
  }

  /**
   * Only the interval changed: the wait after the last pass is measured again with it. Nothing
   * else is reset: a sync paused for a refused token stays paused, a Retry-After is still
   * honoured, and a pass already asked for (a write, a reconnect) keeps its time.
   */
  intervalChanged(): void {
    if (!this.opts.schedule || !this.started || this.stopped || this.authRequired) return;
    // A pass running now schedules the next one with the interval saved when it ends.
    if (this.timer && this.afterPass && !this.running) this.scheduleAfterPass(this.afterPass);
  }

  /** A new token or service address: un-pause and sync. */
  configChanged(): void {
    this.authRequired = false;
    this.notBefore = 0;
    this.throttledPasses = 0;
    this.lastError = null;
    this.online = false;
    this.emitStatus();
    if (this.opts.schedule && this.started) this.runSoon(0);
  }

  private runSoon(delay: number): void {
    if (this.stopped) return;
    this.schedule(delay);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.afterPass = null;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.runNow().catch((error) => this.scheduledPassFailed(error));
    }, Math.max(0, delay, this.notBefore - performance.now()));
    this.timer.unref?.();
  }

  /** Runs a pass (or, if one is running, the pass after it) and answers the status after it. */
  async runNow(): Promise<SyncStatus> {
    if (this.running) {
      this.again = true;
      while (this.running) await this.running;
      return this.status();
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.pass();
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
    await this.running;
    return this.status();
  }

  /**
   * A scheduled pass that failed outside what a pass catches (nobody awaits it: the browser
   * bridge has no unhandledRejection handler, and Node would end the process with no word).
   * The failure is the status's error, and sync tries again after the reconnect probe's wait.
   */
  private scheduledPassFailed(error: unknown): void {
    if (!sqliteCode(error)) console.error('sync pass failed', error);
    this.lastError = this.words(error);
    this.phase = this.authRequired ? 'paused' : 'idle';
    this.progress = null;
    this.emitStatus();
    if (this.opts.schedule && this.started && !this.stopped && !this.authRequired && !this.timer) this.schedule(this.opts.reconnectProbeMs);
  }

  private setPhase(phase: SyncPhase, progress: { done: number; total: number } | null = null): void {
    this.phase = phase;
    this.progress = progress;
    this.emitStatus();
  }

  private onProgress = (phase: SyncPhase) => (done: number, total: number) => {
    const entering = phase !== this.phase;
    this.progress = { done, total };
    this.phase = phase;
    const now = Date.now();
    // Throttled to five a second, but a new phase and the last step are always shown.
    if (entering || done === total || now - this.lastProgressEmit > 200) {
      this.lastProgressEmit = now;
      this.emitStatus();
    }
  };

  private async pass(): Promise<void> {
    if (this.stopped) return;
    let nextAttemptAt: number | null = null;
    let config: SyncConfig | null = null;
    const { store, events } = this.deps;
    // Everything that reads the store is inside the try: a store failure ends here, in words,
    // not as a rejection of a pass nobody awaits (the timer's). A return skips the scheduling
    // after the try, as a pass with no client or a paused one always did.
    try {
      // The pass keeps the token it started with: a new one set meanwhile is for the next pass.
      config = this.known.config = this.deps.config();
      const client = this.clientFor(config);
      if (!client) {
        this.online = false;
        this.lastError = config.problem ?? null;
        return; // shown idle (finally)
      }
      if (this.authRequired) return; // shown paused (finally)
      this.setPhase('pulling', null);
      // Before anything else: an attempt whose outcome a failing store could not record.
      if (this.settleInterrupted(INTERRUPTED_EMAIL.inPass)) events.emit('data.changed', { entities: ['contacts', 'tasks', 'drafts'] });
      const reconciled = await reconcileCreates(store, client, this.opts.backoff);
      const pulled = await pull({
        store,
        client,
        concurrency: this.opts.concurrency,
        onProgress: this.onProgress('pulling'),
        onMergeProgress: this.onProgress('merging'),
        isStopped: () => this.stopped,
      });
      this.online = true;
      if (pulled.listsShown !== null && hidesListsNow(this.listsShown, config.serviceUrl) === pulled.listsShown) {
        this.listsShown = recordListsShown(store, config.serviceUrl!, pulled.listsShown);
      }
      const entities = new Set<'contacts' | 'tasks' | 'pipelineStates' | 'drafts'>();
      if (pulled.changed) entities.add('contacts');
      // A settled create may have taken in the copy a pull had stored, with the tasks and emails
      // the user gave it (fold-copy.ts): those now belong to the contact that remains.
      if (reconciled) entities.add('contacts').add('tasks').add('drafts');
      // Contacts are shown with their state's name: a state renamed or removed changes them too,
      // though no column of theirs changed.
      if (pulled.statesChanged) entities.add('pipelineStates').add('contacts');
      if (pulled.deleted) entities.add('tasks');
      if (entities.size) events.emit('data.changed', { entities: [...entities] });

      this.setPhase('pushing', null);
      const pushed = await push({
        store,
        client,
        concurrency: this.opts.concurrency,
        backoff: this.opts.backoff,
        inPassWaitMs: this.opts.inPassWaitMs,
        onProgress: this.onProgress('pushing'),
        onOutcome: (ok, failure) => {
          if (ok) this.online = true;
          else if (failure && failure.status === null && failure.kind !== 'malformed') this.online = false;
        },
        isStopped: () => this.stopped,
      });
      if (pushed.sent || pushed.changed) events.emit('data.changed', { entities: ['contacts', 'tasks', 'drafts'] });
      pruneDone(store);
      nextAttemptAt = pushed.nextAttemptAt;
      // A pass whose changes met a service gone meanwhile (nothing answered since) did not sync
      // them: "Last synced" stays with the last pass that did, beside "Offline".
      if (this.online) this.lastSuccess = recordLastSuccess(store, config.serviceUrl!, new Date().toISOString());
      this.lastError = null;
      this.notBefore = 0;
      this.throttledPasses = 0;
    } catch (error) {
      if (error instanceof RemoteFailure && error.kind === 'unauthorized' && config && !this.stillConfiguredOrUnknown(config)) {
        // The token was replaced while this pass ran with the old one: the refusal says nothing
        // about the new token, so sync is not paused and the next pass runs with the new one.
        this.again = true;
        return;
      }
      this.lastError = this.words(error);
      if (error instanceof RemoteFailure && (error.retryAfterMs !== null || (error.status !== null && (error.status === 429 || error.status >= 500)))) {
        this.throttledPasses++;
        this.notBefore = performance.now() + retryDelay(this.opts.backoff, this.throttledPasses, error.retryAfterMs);
      }
      if (error instanceof RemoteFailure) {
        if (error.kind === 'unauthorized') this.authRequired = true;
        else if (error.status === null && error.kind !== 'malformed') this.online = false;
      } else if (sqliteCode(error)) {
        // The store failed, not the service. What the pass left half-recorded is settled by the
        // next one, soon (a full disk is often freed in minutes); the queue now reads otherwise.
        nextAttemptAt = Date.now() + this.opts.reconnectProbeMs;
        events.emit('data.changed', { entities: ['contacts', 'tasks', 'drafts'] });
      } else if (!this.stopped) {
        console.error('sync pass failed', error);
      }
    } finally {
      this.phase = this.authRequired ? 'paused' : 'idle';
      this.progress = null;
      this.emitStatus();
    }
    if (this.opts.schedule && this.started && !this.stopped && !this.authRequired) {
      this.scheduleAfterPass({ at: performance.now(), nextAttemptAt });
    }
  }

  /** The next pass after one that ended at `after.at`: the interval saved now, from then. */
  private scheduleAfterPass(after: { at: number; nextAttemptAt: number | null }): void {
    const interval = Math.max(15, this.configOrKnown().intervalSeconds) * 1000;
    let delay = this.online ? interval : Math.min(interval, this.opts.reconnectProbeMs);
    if (after.nextAttemptAt !== null) delay = Math.min(delay, Math.max(0, after.nextAttemptAt - Date.now()));
    this.schedule(Math.max(0, delay - (performance.now() - after.at)));
    this.afterPass = after;
  }

  /** For handlers: puts a rejected/waiting op back in the queue. */
  requeue(opId: string): void {
    setState(this.deps.store, opId, 'pending', { nextAttemptAt: null, lastError: null });
  }
}

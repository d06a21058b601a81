// Random sync scenarios: offline edits of every kind in the app interleaved with concurrent
// edits on the service and sync passes under injected faults; then the faults stop, the
// queue drains, conflicts are resolved, and the invariants a user relies on are checked.
import fc from 'fast-check';
import { expect } from 'vitest';
import type { TestApp } from './app';
import { randomPlan, seeded } from './fault-proxy';
import type { TestService } from './service';

export const FIELDS = ['company', 'position', 'address', 'phones', 'pipeline'] as const;
export type Field = (typeof FIELDS)[number];
const VALUES = ['Acme', 'Globex', 'Initech', null] as const;
const PHONES = [['+1 415 555 0100'], ['+44 20 7946 0000', '+1 212 555 0199'], []] as const;
const STATES = ['New lead', 'Contacted', 'Won', null] as const;

export type Action =
  | { t: 'create' }
  | { t: 'update'; c: number; f: Field; v: number }
  | { t: 'extend'; c: number; meeting: boolean }
  | { t: 'task'; c: number }
  | { t: 'taskEdit'; k: number }
  | { t: 'taskDelete'; k: number }
  | { t: 'email'; c: number }
  | { t: 'remoteUpdate'; c: number; f: Field; v: number }
  | { t: 'remoteExtend'; c: number }
  | { t: 'remoteTwin'; c: number; f: Exclude<Field, 'pipeline'>; v: number }
  | { t: 'sync'; faults: number };

export const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: fc.constant({ t: 'create' as const }), weight: 2 },
  { arbitrary: fc.record({ t: fc.constant('update' as const), c: fc.nat(7), f: fc.constantFrom(...FIELDS), v: fc.nat(3) }), weight: 4 },
  { arbitrary: fc.record({ t: fc.constant('extend' as const), c: fc.nat(7), meeting: fc.boolean() }), weight: 3 },
  { arbitrary: fc.record({ t: fc.constant('task' as const), c: fc.nat(7) }), weight: 1 },
  { arbitrary: fc.record({ t: fc.constant('taskEdit' as const), k: fc.nat(7) }), weight: 1 },
  { arbitrary: fc.record({ t: fc.constant('taskDelete' as const), k: fc.nat(7) }), weight: 1 },
  { arbitrary: fc.record({ t: fc.constant('email' as const), c: fc.nat(7) }), weight: 1 },
  { arbitrary: fc.record({ t: fc.constant('remoteUpdate' as const), c: fc.nat(7), f: fc.constantFrom(...FIELDS), v: fc.nat(3) }), weight: 3 },
  { arbitrary: fc.record({ t: fc.constant('remoteExtend' as const), c: fc.nat(7) }), weight: 2 },
  { arbitrary: fc.record({ t: fc.constant('remoteTwin' as const), c: fc.nat(7), f: fc.constantFrom('company', 'position', 'address', 'phones'), v: fc.nat(3) }), weight: 1 },
  { arbitrary: fc.record({ t: fc.constant('sync' as const), faults: fc.nat(1_000_000) }), weight: 3 },
);

export interface Scenario {
  initial: number;
  actions: Action[];
  choices: boolean[];
}

export const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  initial: fc.integer({ min: 1, max: 3 }),
  actions: fc.array(actionArb, { minLength: 3, maxLength: 14 }),
  choices: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
});

type Key = `${number}:${Field}`;

/**
 * A task made in the app. The service keeps a task as it was sent (no task update or deletion):
 * it holds the title the task had when it was last edited while its create had certainly not
 * gone (`sent`); deleted then, it holds none; deleted once there, it keeps it; deleted while its
 * answer was lost, it holds it at most once.
 */
export interface TaskHistory {
  id: string;
  titles: string[];
  /** The title its create goes with: the last one given while the create had certainly not gone. */
  sent: string;
  deleted: null | { copies: 'none' | 'one' | 'at most one' };
}

/** What the service may hold of a task, by what the app said of it as it changed. */
const notYetSent = (task: { pending: boolean; inDoubt: boolean }) => task.pending && !task.inDoubt;

/** What the test knows about the history of each field, to judge "no edit lost". */
export class History {
  private clock = 0;
  lastLocal = new Map<Key, { at: number; value: unknown }>();
  lastRemote = new Map<Key, { at: number; value: unknown }>();
  resolved = new Map<Key, 'mine' | 'theirs'>();
  localExtends = new Map<number, string[]>(); // contact index → texts appended in the app
  remoteExtends = new Map<number, string[]>();
  /** Tasks made in the app, in order: every title each has had, and whether it was deleted. */
  tasks: TaskHistory[] = [];
  emails = new Set<string>();
  private seen = new Map<Key, Set<string>>();
  remoteSeen(c: number, f: Field): Set<string> {
    const key: Key = `${c}:${f}`;
    if (!this.seen.has(key)) this.seen.set(key, new Set());
    return this.seen.get(key)!;
  }
  local(c: number, f: Field, value: unknown) {
    this.lastLocal.set(`${c}:${f}`, { at: ++this.clock, value });
  }
  remote(c: number, f: Field, value: unknown) {
    this.lastRemote.set(`${c}:${f}`, { at: ++this.clock, value });
  }
}

const fieldOf = (c: any, f: Field): unknown => (f === 'pipeline' ? (c.pipelineState?.name ?? null) : (c[f] ?? null));
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const valueOf = (f: Field, v: number): unknown => (f === 'phones' ? [...PHONES[v % PHONES.length]!] : f === 'pipeline' ? STATES[v % STATES.length] : VALUES[v % VALUES.length]);

export interface ScenarioContext {
  app: TestApp;
  service: TestService;
  /** Unique per scenario: names, texts and subjects carry it. */
  tag: string;
  /** Fault rates of the sync passes inside the scenario. */
  faults?: Parameters<typeof randomPlan>[1];
  /** Some passes run with the service down (connection refused): offline for a while. */
  outages?: boolean;
}

export const DEFAULT_FAULTS = { drop: 0.07, lost: 0.08, truncate: 0.05, status: 0.08, delay: 0.05 };

export interface Person {
  localId: string;
  remoteId: string | null;
  name: string;
  email: string;
}

export interface Played {
  history: History;
  people: Person[];
}

/** Plays a scenario and checks the invariants. */
export async function runScenario(ctx: ScenarioContext, scenario: Scenario, seed: number): Promise<void> {
  const played = await playActions(ctx, scenario, seed);
  await settleAndCheck(ctx, played, scenario.choices);
}

export async function settleAndCheck(ctx: ScenarioContext, played: Played, choices: boolean[]): Promise<void> {
  await settle(ctx.app, played.history, choices, played.people);
  await checkInvariants(ctx, played.history, played.people);
}

/**
 * Plays the actions. A 'sync' action runs a pass under faults, or, given `syncStep`, whatever
 * that does (the crash test runs the core in a child process and kills it).
 */
export async function playActions(
  ctx: ScenarioContext,
  scenario: Scenario,
  seed: number,
  syncStep?: (faultSeed: number) => Promise<void>,
): Promise<Played> {
  const { app, service, tag } = ctx;
  const history = new History();
  const people: Person[] = [];
  const stateIds = new Map((await app.call('pipelineStates.list', {})).map((s) => [s.name, s.id]));
  const remoteStates = new Map((await service.api.states()).map((s) => [s.name, s.id]));
  void seed;
  let counter = 0;

  // Contacts the service has before the app first syncs.
  for (let i = 0; i < scenario.initial; i++) {
    const name = `${tag} Remote ${i}`;
    const email = `${tag.toLowerCase()}-r${i}@example.com`;
    const made = await service.api.ok('POST', '/api/contacts', { name, emails: [email] });
    people.push({ localId: '', remoteId: made.id, name, email });
  }
  await app.drain();
  for (const p of people) {
    const found = await app.call('contacts.list', { query: p.name });
    p.localId = found.items.find((c) => c.name === p.name)!.id;
  }

  // Contacts created in the app since the last sync: their creates cannot have reached the
  // service, so one the service is given too (same name and email) is linked, not made twice.
  let unsent: Person[] = [];

  const person = (c: number) => people[c % people.length]!;
  const index = (p: Person) => people.indexOf(p);
  const remoteIdOf = async (p: Person) => (p.remoteId ??= (await app.call('contacts.get', { id: p.localId })).remoteId);

  for (const action of scenario.actions) {
    switch (action.t) {
      case 'create': {
        const i = people.length;
        const name = `${tag} Local ${i}`;
        const email = `${tag.toLowerCase()}-l${i}@example.com`;
        const made = await app.call('contacts.create', { name, emails: [email] });
        people.push({ localId: made.id, remoteId: null, name, email });
        unsent.push(people[i]!);
        break;
      }
      case 'update': {
        const p = person(action.c);
        const value = valueOf(action.f, action.v);
        const before = fieldOf(await app.call('contacts.get', { id: p.localId }), action.f);
        if (action.f === 'pipeline') {
          await app.call('contacts.setPipelineState', { id: p.localId, stateId: value ? stateIds.get(value as string)! : null });
        } else {
          await app.call('contacts.update', { id: p.localId, patch: { [action.f]: value } });
        }
        // Setting a field to the value it shows is no edit.
        if (!same(before, value)) history.local(index(p), action.f, value);
        break;
      }
      case 'extend': {
        const p = person(action.c);
        const text = `${tag} note ${++counter}`;
        await app.call('contacts.extend', { id: p.localId, text, field: action.meeting ? 'meetingContext' : 'additionalInfo' });
        history.localExtends.set(index(p), [...(history.localExtends.get(index(p)) ?? []), text]);
        break;
      }
      case 'task': {
        const p = person(action.c);
        const title = `${tag} task ${++counter}`;
        const task = await app.call('tasks.create', { contactId: p.localId, title, dueDate: '2031-05-01T09:00:00Z', type: 'call' });
        history.tasks.push({ id: task.id, titles: [title], sent: title, deleted: null });
        break;
      }
      case 'taskEdit': {
        const open = history.tasks.filter((t) => !t.deleted);
        const task = open[action.k % Math.max(open.length, 1)];
        if (!task) break;
        const title = `${task.titles[0]} edited ${task.titles.length}`;
        const edited = await app.call('tasks.update', { id: task.id, title, type: 'meeting', description: `${tag} changed` });
        task.titles.push(title);
        if (notYetSent(edited)) task.sent = title;
        break;
      }
      case 'taskDelete': {
        const open = history.tasks.filter((t) => !t.deleted);
        const task = open[action.k % Math.max(open.length, 1)];
        if (!task) break;
        const mine = (await app.call('tasks.list', { bucket: 'upcoming', limit: 10_000 })).items.find((t) => t.id === task.id);
        expect(mine, 'a task made here is listed until deleted').toBeDefined();
        try {
          await app.call('tasks.delete', { id: task.id });
        } catch (error) {
          // Refused while an attempt is on its way (a core killed mid-request): it stays.
          expect(String(error)).toMatch(/being sent to the service right now/);
          break;
        }
        task.deleted = { copies: notYetSent(mine!) ? 'none' : mine!.inDoubt ? 'at most one' : 'one' };
        break;
      }
      case 'email': {
        const p = person(action.c);
        const subject = `${tag} mail ${++counter}`;
        const draft = await app.call('email.save', { contactId: p.localId, to: p.email, subject, body: 'Hello' });
        await app.call('email.send', { draftId: draft.id });
        history.emails.add(subject);
        break;
      }
      case 'remoteUpdate': {
        const p = person(action.c);
        const remoteId = await remoteIdOf(p);
        if (!remoteId) break; // the service does not have it yet
        const value = valueOf(action.f, action.v);
        const before = fieldOf(await service.api.ok('GET', `/api/contacts/${remoteId}`), action.f);
        // Without a change feed no client can see the service go A → B → A between two syncs;
        // such a remote edit is left out (a local one is not: the outbox remembers it).
        const seen = history.remoteSeen(index(p), action.f);
        seen.add(JSON.stringify(before ?? null));
        if (seen.has(JSON.stringify(value ?? null))) break;
        seen.add(JSON.stringify(value ?? null));
        if (action.f === 'pipeline') {
          await service.api.ok('PATCH', `/api/contacts/${remoteId}/pipeline-state`, { stateId: value ? remoteStates.get(value as string)! : null });
        } else {
          await service.api.ok('PATCH', `/api/contacts/${remoteId}`, { [action.f]: value });
        }
        if (!same(before, value)) history.remote(index(p), action.f, value);
        break;
      }
      case 'remoteExtend': {
        const p = person(action.c);
        const remoteId = await remoteIdOf(p);
        if (!remoteId) break;
        const text = `${tag} remote note ${++counter}`;
        await service.api.ok('POST', `/api/contacts/${remoteId}/extend`, { text, field: 'additionalInfo' });
        history.remoteExtends.set(index(p), [...(history.remoteExtends.get(index(p)) ?? []), text]);
        break;
      }
      case 'remoteTwin': {
        // Someone on the team adds on the service a person the app has added and not sent yet.
        // Still one contact: the app links the two (the invariants below expect each person once).
        if (!unsent.length) break;
        const p = unsent[action.c % unsent.length]!;
        unsent = unsent.filter((u) => u !== p);
        const value = valueOf(action.f, action.v);
        await service.api.ok('POST', '/api/contacts', { name: p.name, emails: [p.email], ...(value === null ? {} : { [action.f]: value }) });
        const seen = history.remoteSeen(index(p), action.f);
        seen.add(JSON.stringify(action.f === 'phones' ? [] : null));
        seen.add(JSON.stringify(value ?? null));
        if (!same(action.f === 'phones' ? [] : null, value)) history.remote(index(p), action.f, value);
        break;
      }
      case 'sync': {
        unsent = [];
        if (syncStep) {
          await syncStep(action.faults);
          break;
        }
        const down = Boolean(ctx.outages) && action.faults % 3 === 0;
        if (down) await service.proxy.setDown(true);
        service.proxy.setPlan(randomPlan(seeded(action.faults), ctx.faults ?? DEFAULT_FAULTS));
        const status = await app.call('sync.now', {});
        if (down) {
          expect(status.online, 'offline while the service is down').toBe(false);
          await service.proxy.setDown(false);
        }
        service.proxy.setPlan(() => ({ kind: 'pass' }));
        break;
      }
    }
  }

  return { history, people };
}

/** Faults off: drain, resolve every conflict (choices from the scenario), retry unsure emails. */
async function settle(app: TestApp, history: History, choices: boolean[], people: Person[]): Promise<void> {
  let status = await app.drain();
  for (let round = 0; round < 10 && (status.conflicts > 0 || status.needsAttention > 0); round++) {
    for (const [n, conflict] of (await app.call('sync.conflicts', {})).entries()) {
      const choice = choices[n % choices.length] ? 'mine' : 'theirs';
      const i = people.findIndex((p) => p.localId === conflict.contactId);
      const field = (conflict.field === 'pipelineStateId' ? 'pipeline' : conflict.field) as Field;
      history.resolved.set(`${i}:${field}`, choice);
      await app.call('sync.resolveConflict', { contactId: conflict.contactId, field: conflict.field, choice });
    }
    // An email whose fate was unclear: the user checks and sends again; the same
    // Idempotency-Key makes the service answer from its record if it did go out.
    for (const op of await app.call('sync.rejected', {})) if (op.state === 'needs_attention') await app.call('sync.retryOp', { opId: op.opId });
    status = await app.drain();
  }
  // One more pass, as the schedule would run: a change settled from the service's idempotency
  // record (its answer lost in a crash) shows here once a pull has read the service's copy.
  status = await app.call('sync.now', {});
  expect(status.pending, 'queue drained').toBe(0);
  expect(status.conflicts, 'conflicts resolved').toBe(0);
  expect(status.rejected, 'nothing rejected').toBe(0);
  expect(status.needsAttention).toBe(0);
}

const count = (haystack: string | null | undefined, needle: string) => (haystack ?? '').split('\n').filter((line) => line === needle).length;

async function checkInvariants(ctx: ScenarioContext, history: History, people: Person[]): Promise<void> {
  const { app, service, tag } = ctx;
  const serverContacts = (await service.api.allContacts()).filter((c) => c.name.startsWith(`${tag} `));
  // Every contact created exactly once.
  expect(serverContacts.map((c) => c.name).sort(), 'each contact exactly once on the service').toEqual(people.map((p) => p.name).sort());

  for (const [i, p] of people.entries()) {
    const local = await app.call('contacts.get', { id: p.localId });
    const remote = serverContacts.find((c) => c.id === local.remoteId);
    expect(remote, `${p.name} linked to its service contact`).toBeDefined();
    // App and service hold the same data.
    const pick = (c: any) => ({
      name: c.name,
      emails: c.emails,
      phones: c.phones,
      company: c.company ?? null,
      position: c.position ?? null,
      address: c.address ?? null,
      additionalInfo: c.additionalInfo ?? null,
      meetingContext: c.meetingContext ?? null,
      pipeline: c.pipelineState?.name ?? null,
    });
    expect(pick(local), `${p.name}: app and service agree`).toEqual(pick(remote));

    // Every extend appended exactly once (nothing here overwrites notes).
    for (const text of history.localExtends.get(i) ?? []) {
      expect(count(local.additionalInfo, text) + count(local.meetingContext, text), `note “${text}” once`).toBe(1);
    }
    for (const text of history.remoteExtends.get(i) ?? []) expect(count(local.additionalInfo, text), `remote note “${text}” once`).toBe(1);

    // No edit lost without a conflict the user saw.
    for (const field of ['company', 'position', 'address', 'phones', 'pipeline'] as const) {
      const final = pick(local)[field];
      const mine = history.lastLocal.get(`${i}:${field}`);
      const theirs = history.lastRemote.get(`${i}:${field}`);
      const resolved = history.resolved.get(`${i}:${field}`);
      const norm = (v: unknown) => (Array.isArray(v) ? JSON.stringify(v) : (v ?? null));
      if (mine && norm(final) !== norm(mine.value)) {
        const explained = resolved === 'theirs' || (theirs !== undefined && theirs.at > mine.at && norm(final) === norm(theirs.value));
        expect(explained, `${p.name}.${field}: local edit ${JSON.stringify(mine.value)} lost (final ${JSON.stringify(final)})`).toBe(true);
      }
      if (theirs && norm(final) !== norm(theirs.value)) {
        const explained = resolved === 'mine' || (mine !== undefined && mine.at > theirs.at && norm(final) === norm(mine.value));
        expect(explained, `${p.name}.${field}: service edit ${JSON.stringify(theirs.value)} lost silently (final ${JSON.stringify(final)})`).toBe(true);
      }
    }
  }

  // Every task created exactly once; no email sent twice (and each sent once).
  const remoteIds = new Set(serverContacts.map((c) => c.id));
  const onService = service.db.tasks().filter((t) => remoteIds.has(t.contact_id)).map((t) => t.title);
  for (const task of history.tasks) {
    const copies = onService.filter((title) => task.titles.includes(title));
    const expected = task.deleted?.copies ?? 'one';
    if (expected === 'none') expect(copies, `task ${task.titles[0]}, deleted before it went, never sent`).toEqual([]);
    else if (expected === 'one') expect(copies, `task ${task.titles[0]} on the service once, as it was sent`).toEqual([task.sent]);
    else expect(copies.length <= 1 && copies.every((title) => title === task.sent), `task ${task.titles[0]} at most once, as it was sent: ${JSON.stringify(copies)}`).toBe(true);
  }
  expect(onService.length, 'no task on the service but the ones made here').toBe(
    history.tasks.reduce((n, task) => n + onService.filter((title) => task.titles.includes(title)).length, 0),
  );
  // Here: every task not deleted, with the title it was given last.
  const made = new Set(history.tasks.map((t) => t.id));
  const listed = (await app.call('tasks.list', { bucket: 'upcoming', limit: 10_000 })).items.filter((t) => made.has(t.id)).map((t) => [t.id, t.title]);
  const expected = history.tasks.filter((t) => !t.deleted).map((t) => [t.id, t.titles.at(-1)!]);
  expect(listed.sort(), 'the tasks here, as last edited').toEqual(expected.sort());
  const emails = service.db.sentEmails().filter((m) => remoteIds.has(m.contact_id)).map((m) => m.subject).sort();
  expect(emails, 'each email sent exactly once').toEqual([...history.emails].sort());
}

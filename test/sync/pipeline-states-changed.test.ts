// Pipeline states the service renames or removes (its interface has no call for either: an
// administrator does it on the service itself). The app follows the service's list of states.
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

function onServiceDb(work: (db: Database.Database) => void): void {
  const db = new Database(join(service.dir, 'service.sqlite'));
  try {
    db.pragma('foreign_keys = ON');
    work(db);
  } finally {
    db.close();
  }
}

describe('pipeline states changed on the service', () => {
  it('a renamed state keeps its contacts and shows the new name', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const [first] = await service.api.states();
    const c = await app.call('contacts.create', { name: 'Pia Pipeline' });
    await app.drain();
    const local = (await app.call('pipelineStates.list', {})).find((s) => s.name === first!.name)!;
    await app.call('contacts.setPipelineState', { id: c.id, stateId: local.id });
    await app.drain();
    onServiceDb((db) => db.prepare('UPDATE pipeline_states SET name = ? WHERE id = ?').run('Renamed stage', first!.id));
    const changed: string[][] = [];
    const off = app.core.events.subscribe((e, p) => e === 'data.changed' && changed.push((p as { entities: string[] }).entities));
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    off();
    expect((await app.call('contacts.get', { id: c.id })).pipelineState).toEqual({ id: local.id, name: 'Renamed stage' });
    // The contact list and the open contact are told to reload, so they show the new name too.
    expect(changed.some((entities) => entities.includes('contacts'))).toBe(true);
  });

  it('moved several times while the service is out of reach, into a state renamed there meanwhile: the last move is what both sides hold', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const c = await app.call('contacts.create', { name: 'Max Moves' });
    await app.drain();
    const states = await app.call('pipelineStates.list', {});
    const [a, b, last] = states;
    service.proxy.setPlan(() => ({ kind: 'status', status: 503 }));
    await app.call('contacts.setPipelineState', { id: c.id, stateId: b!.id });
    await app.call('contacts.update', { id: c.id, patch: { company: 'Moving Co' } });
    await app.call('contacts.setPipelineState', { id: c.id, stateId: last!.id });
    await app.call('contacts.setPipelineState', { id: c.id, stateId: a!.id });
    await app.call('contacts.setPipelineState', { id: c.id, stateId: last!.id });
    await app.call('sync.now', {});
    const target = (await service.api.states()).find((s) => s.name === last!.name)!;
    onServiceDb((db) => db.prepare('UPDATE pipeline_states SET name = ? WHERE id = ?').run('Renamed last stage', target.id));
    service.proxy.setPlan(() => ({ kind: 'pass' }));

    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    const local = await app.call('contacts.get', { id: c.id });
    expect(local).toMatchObject({ company: 'Moving Co', pipelineState: { id: last!.id, name: 'Renamed last stage' } });
    const there = await service.api.ok('GET', `/api/contacts/${local.remoteId}`);
    expect(there.company).toBe('Moving Co');
    expect(there.pipelineState).toEqual({ '@id': `/api/pipeline_states/${target.id}`, name: 'Renamed last stage' });
  });

  it('a removed state: its contacts leave it, and it leaves the app once nothing here uses it', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const states = await service.api.states();
    const gone = states[states.length - 1]!;
    const c = await app.call('contacts.create', { name: 'Gus Gone' });
    await app.drain();
    const local = (await app.call('pipelineStates.list', {})).find((s) => s.name === gone.name)!;
    await app.call('contacts.setPipelineState', { id: c.id, stateId: local.id });
    await app.drain();
    onServiceDb((db) => db.prepare('DELETE FROM pipeline_states WHERE id = ?').run(gone.id));
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    expect((await app.call('contacts.get', { id: c.id })).pipelineState).toBeNull();
    expect((await app.call('pipelineStates.list', {})).map((s) => s.name)).not.toContain(gone.name);
  });

  it('a removed state a contact is moved into here meanwhile: the move is refused with its name, not sent', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const states = await service.api.states();
    const gone = states[states.length - 2]!;
    const d = await app.call('contacts.create', { name: 'Dot Late' });
    await app.drain();
    const local = (await app.call('pipelineStates.list', {})).find((s) => s.name === gone.name)!;
    onServiceDb((db) => db.prepare('DELETE FROM pipeline_states WHERE id = ?').run(gone.id));
    await app.call('contacts.setPipelineState', { id: d.id, stateId: local.id });
    const sent = service.proxy.log.length;
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 1 });
    expect(service.proxy.log.slice(sent).filter((r) => r.path.endsWith('/pipeline-state'))).toEqual([]);
    const [refused] = await app.call('sync.rejected', {});
    expect(refused!.error).toContain(`no pipeline state “${gone.name}”`);
    await app.call('sync.discardOp', { opId: refused!.opId });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0 });
    expect((await app.call('contacts.get', { id: d.id })).pipelineState).toBeNull();
    // The move discarded, nothing uses the state: its column goes at the next sync, so no one
    // moves a card into it again.
    await app.call('sync.now', {});
    expect((await app.call('pipelineStates.list', {})).map((s) => s.name)).not.toContain(gone.name);
  });

  it('a service with its own stages: the board has those, not the app’s defaults beside them', async () => {
    const states = await service.api.states();
    onServiceDb((db) => states.forEach((st, i) => db.prepare('UPDATE pipeline_states SET name = ? WHERE id = ?').run(`Team stage ${i + 1}`, st.id)));
    try {
      // Used offline before the service was set up: a card in the app's own "Won".
      app = await startTestApp();
      const won = (await app.call('pipelineStates.list', {})).find((st) => st.name === 'Won')!;
      const c = await app.call('contacts.create', { name: 'Bea Board' });
      await app.call('contacts.setPipelineState', { id: c.id, stateId: won.id });
      await app.call('settings.set', { serviceUrl: service.proxy.url, token: service.token });
      expect(await app.drain()).toMatchObject({ pending: 0, rejected: 1 });

      const teamStages = states.map((_, i) => `Team stage ${i + 1}`);
      const columns = () => app.call('pipelineStates.list', {}).then((list) => list.sort((a, b) => a.position - b.position).map((st) => st.name));
      // The team's stages in their order; of the app's own, only the one a card is in (in its own
      // place), kept until the user decides about the move the service refused.
      const shown = await columns();
      expect(shown.filter((name) => name !== 'Won')).toEqual(teamStages);
      expect(shown).toHaveLength(teamStages.length + 1);
      const [refused] = await app.call('sync.rejected', {});
      expect(refused!.error).toContain('no pipeline state “Won”');
      await app.call('sync.discardOp', { opId: refused!.opId });
      await app.drain();
      expect(await columns()).toEqual(teamStages);
    } finally {
      onServiceDb((db) => states.forEach((st) => db.prepare('UPDATE pipeline_states SET name = ? WHERE id = ?').run(st.name, st.id)));
    }
  });

  it('a service without a list of states gives none to follow: the app’s states stay', async () => {
    service.proxy.setPlan(({ path }) => (path.startsWith('/api/pipeline_states') ? { kind: 'answer', status: 404, contentType: 'application/problem+json', body: JSON.stringify({ title: 'Not Found' }) } : { kind: 'pass' }));
    const [first] = await service.api.states();
    onServiceDb((db) => db.prepare('UPDATE pipeline_states SET name = ? WHERE id = ?').run('Team intake', first!.id));
    try {
      app = await startTestApp();
      const before = (await app.call('pipelineStates.list', {})).map((st) => st.name);
      // A contact on the service in a state of its own: the app learns that state from it.
      const { id } = await service.api.ok('POST', '/api/contacts', { name: 'Ian Intake' });
      await service.api.ok('PATCH', `/api/contacts/${id}/pipeline-state`, { stateId: first!.id });
      await app.call('settings.set', { serviceUrl: service.proxy.url, token: service.token });
      expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, lastError: null });
      expect((await app.call('pipelineStates.list', {})).map((st) => st.name)).toEqual(expect.arrayContaining([...before, 'Team intake']));
    } finally {
      onServiceDb((db) => db.prepare('UPDATE pipeline_states SET name = ? WHERE id = ?').run(first!.name, first!.id));
    }
  });

  it('a service that lists its states a few to a page: every page is read, and no state counts as removed', async () => {
    const states = await service.api.states();
    for (const style of ['next links', 'page numbers'] as const) {
      // Two states to a page, as a paginating service would list them.
      service.proxy.setPlan(({ method, path }) => {
        if (method !== 'GET' || !path.startsWith('/api/pipeline_states')) return { kind: 'pass' };
        const page = Number(new URL(path, 'http://x').searchParams.get('page') ?? '1');
        const members = states.slice((page - 1) * 2, page * 2).map((st) => ({ '@id': `/api/pipeline_states/${st.id}`, '@type': 'PipelineState', name: st.name }));
        const next = page * 2 < states.length && style === 'next links' ? { 'hydra:view': { 'hydra:next': `/api/pipeline_states?page=${page + 1}` } } : {};
        return { kind: 'answer', status: 200, body: JSON.stringify({ 'hydra:member': members, 'hydra:totalItems': states.length, ...next }) };
      });
      app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
      const c = await app.call('contacts.create', { name: `Paula Pages (${style})` });
      await app.drain();
      const last = states[states.length - 1]!;
      const local = (await app.call('pipelineStates.list', {})).find((st) => st.name === last.name);
      expect(local, `${style}: the last page's state is in the app`).toBeDefined();
      await app.call('contacts.setPipelineState', { id: c.id, stateId: local!.id });
      expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0 });
      const remoteId = (await app.call('contacts.get', { id: c.id })).remoteId!;
      expect((await service.api.ok('GET', `/api/contacts/${remoteId}`)).pipelineState?.name).toBe(last.name);
      expect((await app.call('pipelineStates.list', {})).map((st) => st.name)).toEqual(expect.arrayContaining(states.map((st) => st.name)));
      service.proxy.setPlan(() => ({ kind: 'pass' }));
      await app.close();
    }
  });

  it('a pipeline conflict whose "theirs" is a state the service then removes: "Take theirs" is answered, not an internal error', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const states = await service.api.states();
    const [mineState, theirState] = [states[0]!, states[1]!];
    const c = await app.call('contacts.create', { name: 'Connie Conflict' });
    await app.drain();
    const remoteId = (await app.call('contacts.get', { id: c.id })).remoteId!;
    const local = (await app.call('pipelineStates.list', {})).find((s) => s.name === mineState.name)!;
    // Moved here and, meanwhile, by someone else on the service: a conflict.
    await app.call('contacts.setPipelineState', { id: c.id, stateId: local.id });
    await service.api.ok('PATCH', `/api/contacts/${remoteId}/pipeline-state`, { stateId: theirState.id });
    await app.call('sync.now', {});
    expect(await app.call('sync.conflicts', {})).toEqual([expect.objectContaining({ contactId: c.id, field: 'pipelineStateId' })]);

    // An administrator removes their state: the contact leaves it on the service, and the app forgets the state.
    onServiceDb((db) => db.prepare('DELETE FROM pipeline_states WHERE id = ?').run(theirState.id));
    await app.call('sync.now', {});
    expect((await app.call('pipelineStates.list', {})).map((s) => s.name)).not.toContain(theirState.name);

    // The conflict still offers the removed state as "theirs" (the service now holds none).
    const open = await app.call('sync.conflicts', {});
    for (const conflict of open) {
      await app.call('sync.resolveConflict', { contactId: conflict.contactId, field: conflict.field, choice: 'theirs' });
    }
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    const remote = await service.api.ok('GET', `/api/contacts/${remoteId}`);
    expect((await app.call('contacts.get', { id: c.id })).pipelineState?.name ?? null).toBe(remote.pipelineState?.name ?? null);
  });

  it('a state new on the service takes the place the service gives it, not the last one', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    await app.drain();
    onServiceDb((db) => {
      db.prepare('UPDATE pipeline_states SET position = position + 1 WHERE position >= 1').run();
      db.prepare('INSERT INTO pipeline_states (id, name, position) VALUES (?, ?, 1)').run(randomUUID(), 'Qualified');
    });
    try {
      expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
      const listed = (await service.api.states()).map((st) => st.name);
      expect(listed[1]).toBe('Qualified');
      const local = (await app.call('pipelineStates.list', {})).sort((a, b) => a.position - b.position).map((st) => st.name);
      // The board's columns: the service's states in its order (a state only this app has,
      // left by the tests before, keeps its own place among them).
      expect(local.filter((name) => listed.includes(name))).toEqual(listed);
      expect(local.indexOf('Qualified')).toBe(local.indexOf(listed[0]!) + 1);
      expect(local.at(-1)).not.toBe('Qualified');
    } finally {
      onServiceDb((db) => {
        db.prepare("DELETE FROM pipeline_states WHERE name = 'Qualified'").run();
        db.prepare('UPDATE pipeline_states SET position = position - 1 WHERE position >= 2').run();
      });
    }
  });
});

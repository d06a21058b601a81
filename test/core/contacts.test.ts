import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContactSummary } from '../../preload/contract';
import { startTestCore, type TestCore } from '../helpers/core';

let core: TestCore;
beforeEach(async () => {
  core = await startTestCore();
});
afterEach(async () => core.dispose());

describe('contacts handlers on the real store', () => {
  it('creates a contact with every editable field and queues one create', async () => {
    const created = await core.call('contacts.create', {
      name: '  Ada Lovelace ',
      emails: ['ADA@Example.com', 'ada@home.org'],
      phones: ['+44 20 7946 0958'],
      company: 'Analytical Engines',
      position: 'Mathematician',
      address: '12 St James Square, London',
      website: 'https://ada.example.com',
      socialUrl: 'https://social.example/ada',
      additionalInfo: 'Met at the Royal Society',
      meetingContext: 'Conference',
    });
    expect(created).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      emails: ['ada@example.com', 'ada@home.org'],
      phone: '+44 20 7946 0958',
      company: 'Analytical Engines',
      remoteId: null,
      status: null,
      tags: [],
      pending: true,
    });
    expect(await core.call('contacts.get', { id: created.id })).toEqual(created);
    const outbox = core.outbox();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ kind: 'contact.create', entity_id: created.id, state: 'pending' });
    expect(JSON.parse(outbox[0]!.payload)).toMatchObject({ name: 'Ada Lovelace', emails: ['ada@example.com', 'ada@home.org'] });
  });

  it('rejects invalid input with field-level issues and writes nothing', async () => {
    const error = await core.fail('contacts.create', { name: '', emails: ['not-an-email'], website: 'ftp://x', extra: 1 });
    expect(error.code).toBe('invalid_input');
    const paths = error.issues!.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'emails.0', 'website', '']));
    expect(error.issues!.find((i) => i.path === 'emails.0')!.message).toBe('Not a valid email address');
    expect(core.store.raw('select * from contacts')).toEqual([]);
    expect(core.outbox()).toEqual([]);
  });

  it('updates only changed fields, clears with null, and coalesces into the pending create', async () => {
    const { id } = await core.call('contacts.create', { name: 'Grace Hopper', company: 'Navy' });
    const updated = await core.call('contacts.update', { id, patch: { company: null, position: 'Rear Admiral', name: 'Grace Hopper' } });
    expect(updated.company).toBeNull();
    expect(updated.position).toBe('Rear Admiral');
    const outbox = core.outbox();
    expect(outbox).toHaveLength(1); // merged into the unsent create
    expect(JSON.parse(outbox[0]!.payload)).toEqual({ name: 'Grace Hopper', company: null, position: 'Rear Admiral' });
  });

  it('queues a separate update once the create has gone, with the base values of the changed fields', async () => {
    const { id } = await core.call('contacts.create', { name: 'Alan Turing' });
    core.store.sqlite.prepare("update outbox set state = 'done'").run();
    core.store.sqlite.prepare(`update contacts set remote_id = 'r1', base = ? where id = ?`).run(JSON.stringify({ name: 'Alan Turing', position: null }), id);
    await core.call('contacts.update', { id, patch: { position: 'Cryptanalyst' } });
    await core.call('contacts.update', { id, patch: { phones: ['+44 1908 640404'] } });
    const open = core.outbox().filter((o) => o.state === 'pending');
    expect(open).toHaveLength(1);
    expect(open[0]!.kind).toBe('contact.update');
    expect(JSON.parse(open[0]!.payload)).toEqual({ position: 'Cryptanalyst', phones: ['+44 1908 640404'] });
    expect(JSON.parse(open[0]!.base!)).toEqual({ position: null, phones: null });
  });

  it('an update that changes nothing queues nothing', async () => {
    const { id } = await core.call('contacts.create', { name: 'Linus' });
    core.store.sqlite.prepare("update outbox set state = 'done'").run();
    await core.call('contacts.update', { id, patch: { name: 'Linus' } });
    expect(core.outbox().filter((o) => o.state === 'pending')).toEqual([]);
  });

  it('extends notes and meeting context by appending, one op per extend', async () => {
    const { id } = await core.call('contacts.create', { name: 'Barbara Liskov' });
    await core.call('contacts.extend', { id, text: 'Likes substitution' });
    const after = await core.call('contacts.extend', { id, text: 'Second line' });
    const met = await core.call('contacts.extend', { id, text: 'MIT talk', field: 'meetingContext' });
    expect(after.additionalInfo).toBe('Likes substitution\nSecond line');
    expect(met.meetingContext).toBe('MIT talk');
    expect(core.outbox().filter((o) => o.kind === 'contact.extend').map((o) => JSON.parse(o.payload))).toEqual([
      { text: 'Likes substitution', field: 'additionalInfo' },
      { text: 'Second line', field: 'additionalInfo' },
      { text: 'MIT talk', field: 'meetingContext' },
    ]);
    expect((await core.fail('contacts.extend', { id, text: '   ' })).code).toBe('invalid_input');
  });

  it('places a contact in a pipeline state and removes it, coalescing moves', async () => {
    const { id } = await core.call('contacts.create', { name: 'Edsger Dijkstra' });
    const [first, second] = await core.call('pipelineStates.list', {});
    expect((await core.call('contacts.setPipelineState', { id, stateId: first!.id })).pipelineState).toEqual({ id: first!.id, name: first!.name });
    await core.call('contacts.setPipelineState', { id, stateId: second!.id });
    const removed = await core.call('contacts.setPipelineState', { id, stateId: null });
    expect(removed.pipelineState).toBeNull();
    const moves = core.outbox().filter((o) => o.kind === 'contact.pipeline');
    expect(moves).toHaveLength(1);
    expect(JSON.parse(moves[0]!.payload)).toEqual({ stateId: null });
    const states = await core.call('pipelineStates.list', {});
    expect(states.every((s) => s.contactCount === 0)).toBe(true);
  });

  it('answers unknown ids with not_found and writes nothing', async () => {
    const ghost = '00000000-0000-4000-8000-000000000000';
    for (const [method, input] of [
      ['contacts.get', { id: ghost }],
      ['contacts.update', { id: ghost, patch: { name: 'X' } }],
      ['contacts.extend', { id: ghost, text: 'x' }],
      ['contacts.setPipelineState', { id: ghost, stateId: null }],
    ] as const) {
      expect((await core.fail(method, input)).code).toBe('not_found');
    }
    const { id } = await core.call('contacts.create', { name: 'Real' });
    expect((await core.fail('contacts.setPipelineState', { id, stateId: ghost })).code).toBe('not_found');
    expect(core.outbox()).toHaveLength(1);
    expect((await core.fail('contacts.get', { id: 'not-a-uuid' })).code).toBe('invalid_input');
  });

  it('lists with sorting, paging, search over every indexed field and pipeline filter', async () => {
    const names = ['Zoe Adams', 'Yann Brown', 'Xavier Clark', 'Walter Davis'];
    for (const [i, name] of names.entries()) {
      await core.call('contacts.create', { name, company: i % 2 ? 'Acme' : 'Globex', meetingContext: i === 3 ? 'Berlin summit' : null, emails: [`p${i}@mail${i}.org`] });
    }
    const byName = await core.call('contacts.list', { sort: 'name' });
    expect(byName.items.map((c) => c.name)).toEqual(['Walter Davis', 'Xavier Clark', 'Yann Brown', 'Zoe Adams']);
    expect(byName.total).toBe(4);
    const desc = await core.call('contacts.list', { sort: 'name', direction: 'desc', offset: 1, limit: 2 });
    expect(desc.items.map((c) => c.name)).toEqual(['Yann Brown', 'Xavier Clark']);
    expect(desc.total).toBe(4);
    expect((await core.call('contacts.list', { query: 'acm' })).items.map((c) => c.name)).toEqual(['Walter Davis', 'Yann Brown']);
    expect((await core.call('contacts.list', { query: 'ber' })).items.map((c) => c.name)).toEqual(['Walter Davis']);
    expect((await core.call('contacts.list', { query: 'mail2' })).items.map((c) => c.name)).toEqual(['Xavier Clark']);
    expect((await core.call('contacts.list', { query: 'zo ad' })).items.map((c) => c.name)).toEqual(['Zoe Adams']);
    expect((await core.call('contacts.list', { query: '"*(' })).total).toBe(4); // punctuation alone: no filter, no FTS syntax error
    const [state] = await core.call('pipelineStates.list', {});
    await core.call('contacts.setPipelineState', { id: byName.items[0]!.id, stateId: state!.id });
    expect((await core.call('contacts.list', { pipelineStateId: state!.id })).items.map((c) => c.name)).toEqual(['Walter Davis']);
    expect((await core.call('contacts.list', { pipelineStateId: null })).total).toBe(3);
  });
});

describe('search ranking', () => {
  it('puts names starting with the typed text first, alphabetically, then other matches newest first', async () => {
    for (const name of ['Mary Jones', 'John Smith', 'Joan Baez', 'Alice Cooper', 'Bob Marley']) {
      await core.call('contacts.create', { name, emails: name === 'Bob Marley' ? ['jo@wailers.example'] : [] });
    }
    const page = await core.call('contacts.list', { query: 'jo' });
    expect(page.items.map((c) => c.name)).toEqual(['Joan Baez', 'John Smith', 'Bob Marley', 'Mary Jones']);
    expect(page.total).toBe(4);
    expect(page.capped).toBe(false);
    const second = await core.call('contacts.list', { query: 'jo', offset: 1, limit: 2 });
    expect(second.items.map((c) => c.name)).toEqual(['John Smith', 'Bob Marley']);
    // Any other sort applies to every match, exactly.
    const byUpdate = await core.call('contacts.list', { query: 'jo', sort: 'updatedAt', direction: 'desc' });
    expect(byUpdate.items.map((c) => c.name).sort()).toEqual(['Bob Marley', 'Joan Baez', 'John Smith', 'Mary Jones']);
    const times = byUpdate.items.map((c) => c.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('shows each row with the same fields as the contact itself, in search results and plain pages', async () => {
    const placed = await core.call('contacts.create', { name: 'Joan Baez', company: 'Folk', position: 'Singer', emails: ['joan@folk.example'], phones: ['+1 415 555 0100'] });
    const [state] = await core.call('pipelineStates.list', {});
    await core.call('contacts.setPipelineState', { id: placed.id, stateId: state!.id });
    await core.call('contacts.create', { name: 'John Smith' });
    // A contact whose changes have reached the service is not pending.
    core.store.sqlite.prepare(`update outbox set state = 'done' where contact_id = (select id from contacts where name = 'John Smith')`).run();
    const summaryOf = ({ id, name, company, position, email, phone, status, pipelineState, lastContactAt, updatedAt, pending }: ContactSummary) =>
      ({ id, name, company, position, email, phone, status, pipelineState, lastContactAt, updatedAt, pending });
    const expected = await Promise.all(
      (await core.call('contacts.list', { sort: 'name' })).items.map(async (row) => summaryOf(await core.call('contacts.get', { id: row.id }))),
    );
    expect(expected.map((c) => [c.name, c.pipelineState?.name ?? null, c.pending])).toEqual([
      ['Joan Baez', state!.name, true],
      ['John Smith', null, false],
    ]);
    expect((await core.call('contacts.list', { sort: 'name' })).items).toEqual(expected);
    expect((await core.call('contacts.list', { query: 'jo' })).items).toEqual(expected);
    expect((await core.call('contacts.list', { query: 'jo', pipelineStateId: state!.id })).items).toEqual([expected[0]]);
  });

  it('caps the count of a broad search and says so', async () => {
    const { insertSyntheticContacts } = await import('../helpers/synthetic');
    insertSyntheticContacts(core.store, 3000);
    const page = await core.call('contacts.list', { query: 'a', limit: 50 });
    expect(page.items).toHaveLength(50);
    expect(page.total).toBe(1000);
    expect(page.capped).toBe(true);
    const last = await core.call('contacts.list', { query: 'a', offset: 990, limit: 50 });
    expect(last.items).toHaveLength(10);
    const all = new Set<string>();
    for (let offset = 0; offset < 1000; offset += 250) {
      for (const item of (await core.call('contacts.list', { query: 'a', offset, limit: 250 })).items) all.add(item.id);
    }
    expect(all.size).toBe(1000); // pages neither overlap nor skip
  });
});

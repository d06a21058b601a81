// Conformance: pipeline states and placement, extend, tasks.
import { describe, expect, it } from 'vitest';
import { COLLECTION_TYPES, idOf, listAll, readListing } from './collection';
import { expectContact, UUID } from './shapes';
import { useTarget } from './target';

const service = useTarget();

/** Every pipeline state, over every page, each with the id a placement sends. */
async function states(): Promise<Array<{ id: string; name: string }>> {
  return (await listAll(service.api, '/api/pipeline_states')).map((state) => ({ id: idOf(state), name: state.name }));
}

describe('GET /api/pipeline_states', () => {
  it('lists the pipeline states as a Hydra collection', async () => {
    const response = await service.api.get('/api/pipeline_states');
    expect(response.status).toBe(200);
    expect(COLLECTION_TYPES).toContain(response.body['@type']);
    const all = await listAll(service.api, '/api/pipeline_states');
    expect(all.length).toBeGreaterThan(0);
    expect(readListing(response.body).totalItems).toBe(all.length);
    for (const state of all) {
      expect(idOf(state)).toMatch(UUID);
      expect(typeof state.name).toBe('string');
      expect(state['@id']).toBe(`/api/pipeline_states/${idOf(state)}`);
    }
  });
});

describe('PATCH /api/contacts/{id}/pipeline-state', () => {
  it('places a contact in a state, then removes it with null and with an omitted stateId', async () => {
    const [first, second] = await states();
    const contact = await service.api.createContact({ name: 'Pipeline Person', company: 'Pipe Co' });

    const placed = await service.api.patch(`/api/contacts/${contact.id}/pipeline-state`, { stateId: second!.id });
    expect(placed.status).toBe(200);
    expect(placed.body).toEqual({
      id: contact.id,
      name: 'Pipeline Person',
      company: 'Pipe Co',
      status: 'pending',
      pipelineState: { id: second!.id, name: second!.name },
    });
    const fetched = await service.api.get(`/api/contacts/${contact.id}`);
    expect(fetched.body.pipelineState).toEqual({ '@id': `/api/pipeline_states/${second!.id}`, name: second!.name });

    const moved = await service.api.patch(`/api/contacts/${contact.id}/pipeline-state`, { stateId: first!.id });
    expect(moved.body.pipelineState).toEqual({ id: first!.id, name: first!.name });

    const removed = await service.api.patch(`/api/contacts/${contact.id}/pipeline-state`, { stateId: null });
    expect(removed.status).toBe(200);
    expect(removed.body.pipelineState).toBeNull();
    expect((await service.api.get(`/api/contacts/${contact.id}`)).body.pipelineState).toBeNull();

    await service.api.patch(`/api/contacts/${contact.id}/pipeline-state`, { stateId: first!.id });
    const omitted = await service.api.patch(`/api/contacts/${contact.id}/pipeline-state`, {});
    expect(omitted.body.pipelineState).toBeNull();
  });

  it('answers company null for a contact without one', async () => {
    const contact = await service.api.createContact({ name: 'Loner' });
    const response = await service.api.patch(`/api/contacts/${contact.id}/pipeline-state`, { stateId: null });
    expect(response.body.company).toBeNull();
  });
});

describe('POST /api/contacts/{id}/extend', () => {
  it('appends to additionalInfo by default, on a new line', async () => {
    const contact = await service.api.createContact({ name: 'Extend Me', additionalInfo: 'First note.' });
    const response = await service.api.post(`/api/contacts/${contact.id}/extend`, { text: 'Second note.' });
    expect(response.status).toBe(200);
    expectContact(response.body);
    expect(response.body.additionalInfo).toBe('First note.\nSecond note.');
    expect(response.body.meetingContext).toBeNull();
  });

  it('appends to meetingContext when asked, starting an empty field without a separator', async () => {
    const contact = await service.api.createContact({ name: 'Extend Meeting' });
    const one = await service.api.post(`/api/contacts/${contact.id}/extend`, { text: 'Met at a fair.', field: 'meetingContext' });
    expect(one.body.meetingContext).toBe('Met at a fair.');
    const two = await service.api.post(`/api/contacts/${contact.id}/extend`, { text: 'Again at dinner.', field: 'meetingContext' });
    expect(two.body.meetingContext).toBe('Met at a fair.\nAgain at dinner.');
    expect((await service.api.get(`/api/contacts/${contact.id}`)).body.meetingContext).toBe('Met at a fair.\nAgain at dinner.');
  });
});

describe('POST /api/contacts/{id}/tasks', () => {
  it('creates a task that is not completed', async () => {
    const contact = await service.api.createContact({ name: 'Task Owner' });
    const response = await service.api.post(`/api/contacts/${contact.id}/tasks`, {
      title: 'Send the proposal',
      dueDate: '2030-05-01T09:30:00+02:00',
      description: 'Pricing v2',
      type: 'proposal',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(UUID),
      title: 'Send the proposal',
      type: 'proposal',
      description: 'Pricing v2',
      dueDate: expect.any(String),
      completed: false,
    });
    expect(Date.parse(response.body.dueDate)).toBe(Date.parse('2030-05-01T09:30:00+02:00'));
  });

  it('creates a task with only title and due date', async () => {
    const contact = await service.api.createContact({ name: 'Task Owner 2' });
    const response = await service.api.post(`/api/contacts/${contact.id}/tasks`, { title: 'Call back', dueDate: '2030-01-01T00:00:00Z' });
    expect(response.status).toBe(201);
    // type and description are strings in the interface: not given, they are left out (not null).
    expect(response.body).toEqual({ id: expect.stringMatching(UUID), title: 'Call back', dueDate: expect.any(String), completed: false });
  });
});

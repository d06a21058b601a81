// The chat-completions writer given answers a draft cannot be made of: empty, runaway or wrapped
// subjects, runaway bodies, and a model that stops halfway through its answer. The fake endpoint
// on 127.0.0.1 stands where a model server would be.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatCompletionsEmailWriter } from '../../server/email/chat-completions-writer';
import { expectProblem } from '../conformance/shapes';
import { startTestService, type TestService } from './helpers';

let answer: (res: ServerResponse) => void = (res) => res.writeHead(500).end();
let fake: Server;
let service: TestService;

const completion = (email: unknown) => (res: ServerResponse) =>
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: typeof email === 'string' ? email : JSON.stringify(email) } }] }));

beforeAll(async () => {
  fake = createServer((req, res) => {
    req.resume();
    req.on('end', () => answer(res));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
  // A short timeout so the stalled answer below ends quickly; nothing asserts how long it took.
  service = await startTestService({ writer: new ChatCompletionsEmailWriter({ url, model: 'm', timeoutMs: 1_000 }) });
});
afterAll(async () => {
  await service?.close();
  fake.closeAllConnections();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

describe('model answers that are not a usable email', () => {
  it('answers 502 naming what is wrong, and the session keeps its last good draft', async () => {
    answer = completion({ subject: 'Kept', body: 'Kept body' });
    const contact = await service.client.createContact({ name: 'Una Usable', emails: ['una@usable.example'] });
    const prepared = await service.client.post(`/api/contacts/${contact.id}/emails/prepare`, { message: 'Hello' });
    expect(prepared.status).toBe(200);
    const refine = () => service.client.post(`/api/contacts/${contact.id}/emails/refine`, { sessionId: prepared.body.sessionId, instruction: 'x' });

    const cases: Array<[unknown, RegExp]> = [
      [{ subject: '', body: 'Text' }, /subject is empty/],
      [{ subject: 'Hi', body: '   ' }, /body is empty/],
      ['Subject:   \n\nText', /unexpected format|subject is empty/],
      [{ subject: 'S'.repeat(1_200), body: 'Text' }, /subject is longer than 998/],
      [{ subject: 'Hi', body: 'b'.repeat(70_000) }, /body is longer than 65535/],
    ];
    for (const [email, reason] of cases) {
      answer = completion(email);
      const response = await refine();
      expectProblem(response, 502);
      expect(response.body.detail).toMatch(reason);
    }

    const sent = await service.client.post(`/api/contacts/${contact.id}/emails/send`, { sessionId: prepared.body.sessionId });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ subject: 'Kept', body: 'Kept body' });
  });

  it('makes a subject the model wrapped over lines one line', async () => {
    answer = completion({ subject: 'Next steps\n  for the pilot', body: 'Hi Will,\n\nShall we start?\n\nBest' });
    const contact = await service.client.createContact({ name: 'Will Wrap', emails: ['will@wrap.example'] });
    const prepared = await service.client.post(`/api/contacts/${contact.id}/emails/prepare`, { message: 'Propose next steps' });
    expect(prepared.status).toBe(200);
    expect(prepared.body.currentEmail.subject).toBe('Next steps for the pilot');
    expect(prepared.body.currentEmail.body).toBe('Hi Will,\n\nShall we start?\n\nBest');
  });

  it('says the model did not answer in time when it stops halfway through its answer', async () => {
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"choices": [');
    };
    const contact = await service.client.createContact({ name: 'Stan Stall', emails: ['stan@stall.example'] });
    const response = await service.client.post(`/api/contacts/${contact.id}/emails/prepare`, { message: 'Hello' });
    expectProblem(response, 502);
    expect(response.body.detail).toMatch(/did not answer within 1 s/);
  });
});

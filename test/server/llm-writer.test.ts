// The chat-completions writer against a fake OpenAI-compatible endpoint on 127.0.0.1 (the only
// fake in these tests: it stands where a model server would be).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChatCompletionsEmailWriter } from '../../server/email/chat-completions-writer';
import { expectProblem } from '../conformance/shapes';
import { startTestService, type TestService } from './helpers';

interface SeenRequest {
  path: string;
  authorization: string | undefined;
  body: any;
}

const seen: SeenRequest[] = [];
let answer: (body: any) => { status: number; json: unknown } = () => ({ status: 500, json: {} });
let fake: Server;
let fakeUrl: string;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });

const completion = (content: string) => ({ status: 200, json: { id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content } }] } });

beforeAll(async () => {
  fake = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req));
    seen.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    const { status, json } = answer(body);
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

describe('ChatCompletionsEmailWriter through the service', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService({ writer: new ChatCompletionsEmailWriter({ url: fakeUrl, model: 'test-model', apiKey: 'sk-test' }) });
  });
  afterAll(() => service?.close());

  it('drafts with the model, sending the contact, instruction and key', async () => {
    answer = () => completion(JSON.stringify({ subject: 'Great meeting you', body: 'Hi Lena,\n\nThanks for your time.\n\nBest' }));
    const contact = await service.client.createContact({ name: 'Lena Model', emails: ['lena@model.example'], company: 'Model AG', meetingContext: 'Berlin meetup' });
    const prepared = await service.client.post(`/api/contacts/${contact.id}/emails/prepare`, { message: 'Thank her for the chat' });
    expect(prepared.status).toBe(200);
    expect(prepared.body.currentEmail).toEqual({ to: 'lena@model.example', subject: 'Great meeting you', body: 'Hi Lena,\n\nThanks for your time.\n\nBest' });

    expect(seen).toHaveLength(1);
    expect(seen[0]!.path).toBe('/v1/chat/completions');
    expect(seen[0]!.authorization).toBe('Bearer sk-test');
    expect(seen[0]!.body.model).toBe('test-model');
    const prompt = seen[0]!.body.messages.map((m: any) => m.content).join('\n');
    expect(prompt).toContain('Lena Model');
    expect(prompt).toContain('Model AG');
    expect(prompt).toContain('Berlin meetup');
    expect(prompt).toContain('Thank her for the chat');
  });

  it('refines with the current draft and the session history in the prompt', async () => {
    answer = () => completion('```json\n{"subject": "First", "body": "Hello.\\n\\nBest"}\n```');
    const contact = await service.client.createContact({ name: 'Ravi Refine', emails: ['ravi@refine.example'] });
    const prepared = await service.client.post(`/api/contacts/${contact.id}/emails/prepare`, { message: 'Introduce our product' });
    expect(prepared.body.currentEmail.subject).toBe('First');

    answer = () => completion('Subject: Shorter\n\nHello again.');
    const refined = await service.client.post(`/api/contacts/${contact.id}/emails/refine`, { sessionId: prepared.body.sessionId, instruction: 'Make it shorter' });
    expect(refined.status).toBe(200);
    expect(refined.body.currentEmail).toEqual({ to: 'ravi@refine.example', subject: 'Shorter', body: 'Hello again.' });
    const prompt = seen.at(-1)!.body.messages.map((m: any) => m.content).join('\n');
    expect(prompt).toContain('Introduce our product');
    expect(prompt).toContain('Make it shorter');
    expect(prompt).toContain('Hello.');
  });

  it('answers 502 when the model endpoint fails or answers nonsense, keeping the session draft', async () => {
    answer = () => completion(JSON.stringify({ subject: 'Kept', body: 'Kept body' }));
    const contact = await service.client.createContact({ name: 'Fay Fail', emails: ['fay@fail.example'] });
    const prepared = await service.client.post(`/api/contacts/${contact.id}/emails/prepare`, { message: 'Hello' });

    answer = () => ({ status: 503, json: { error: 'overloaded' } });
    expectProblem(await service.client.post(`/api/contacts/${contact.id}/emails/refine`, { sessionId: prepared.body.sessionId, instruction: 'x' }), 502);
    answer = () => completion('I cannot help with that.');
    expectProblem(await service.client.post(`/api/contacts/${contact.id}/emails/refine`, { sessionId: prepared.body.sessionId, instruction: 'x' }), 502);

    // The draft the session holds is still the last good one: sending it sends "Kept".
    const sent = await service.client.post(`/api/contacts/${contact.id}/emails/send`, { sessionId: prepared.body.sessionId });
    expect(sent.body.subject).toBe('Kept');
  });
});

describe('writer selection by environment', () => {
  it('uses the chat-completions writer when ROLODECK_LLM_URL and ROLODECK_LLM_MODEL are set', async () => {
    process.env.ROLODECK_LLM_URL = fakeUrl;
    process.env.ROLODECK_LLM_MODEL = 'env-model';
    let service: TestService | undefined;
    try {
      service = await startTestService();
      answer = () => completion(JSON.stringify({ subject: 'From env', body: 'Body' }));
      const contact = await service.client.createContact({ name: 'Env', emails: ['env@example.com'] });
      const prepared = await service.client.post(`/api/contacts/${contact.id}/emails/prepare`, { message: 'Hi' });
      expect(prepared.body.currentEmail.subject).toBe('From env');
      expect(seen.at(-1)!.body.model).toBe('env-model');
      expect(seen.at(-1)!.authorization).toBeUndefined();
    } finally {
      delete process.env.ROLODECK_LLM_URL;
      delete process.env.ROLODECK_LLM_MODEL;
      await service?.close();
    }
  });
});

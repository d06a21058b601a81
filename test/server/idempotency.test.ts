// Idempotency-Key details of the reference server: kept across a restart, scoped to the token,
// and a concurrent duplicate never applies twice.
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createToken, startServer } from '../../server/index';
import { ServiceClient } from '../conformance/client';
import { queryDatabase, startTestService } from './helpers';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('Idempotency-Key on the reference server', () => {
  it('replays a response after the server restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rolodeck-idem-'));
    dirs.push(dataDir);
    const token = await createToken(dataDir);
    const headers = { 'idempotency-key': 'survives-restart' };
    let server = await startServer({ dataDir });
    const first = await new ServiceClient(server.url, token).post('/api/contacts', { name: 'Durable' }, { headers });
    await server.close();
    server = await startServer({ dataDir });
    try {
      const replay = await new ServiceClient(server.url, token).post('/api/contacts', { name: 'Durable' }, { headers });
      expect(replay.status).toBe(201);
      expect(replay.body).toEqual(first.body);
      expect(replay.headers.get('location')).toBe(first.headers.get('location'));
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
    } finally {
      await server.close();
    }
    expect(queryDatabase(dataDir, "SELECT count(*) AS n FROM contacts WHERE name = 'Durable'")).toEqual([{ n: 1 }]);
  });

  it('scopes keys to the token: another token with the same key is a new request', async () => {
    const service = await startTestService();
    try {
      const other = new ServiceClient(service.server.url, await createToken(service.dataDir, 'other'));
      const headers = { 'idempotency-key': 'shared-key' };
      const a = await service.client.post('/api/contacts', { name: 'Scoped' }, { headers });
      const b = await other.post('/api/contacts', { name: 'Scoped' }, { headers });
      expect(a.status).toBe(201);
      expect(b.status).toBe(201);
      expect(b.body.id).not.toBe(a.body.id);
    } finally {
      await service.close();
    }
  });

  it('applies concurrent duplicates once: each answer is the result or a 409 to retry', async () => {
    const service = await startTestService();
    try {
      const contact = await service.client.createContact({ name: 'Racer' });
      const headers = { 'idempotency-key': 'race' };
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => service.client.post(`/api/contacts/${contact.id}/extend`, { text: 'once' }, { headers })),
      );
      for (const a of answers) expect([200, 409]).toContain(a.status);
      expect(answers.some((a) => a.status === 200)).toBe(true);
      const retry = await service.client.post(`/api/contacts/${contact.id}/extend`, { text: 'once' }, { headers });
      expect(retry.status).toBe(200);
      expect((await service.client.get(`/api/contacts/${contact.id}`)).body.additionalInfo).toBe('once');
    } finally {
      await service.close();
    }
  });

  it('refuses two Idempotency-Key headers with 400 rather than joining them into one key', async () => {
    const service = await startTestService();
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(`${service.server.url}/api/contacts`, { method: 'POST' }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.setHeader('authorization', `Bearer ${service.token}`);
        req.setHeader('content-type', 'application/json');
        req.setHeader('idempotency-key', ['first-key', 'second-key']); // two header lines
        req.end(JSON.stringify({ name: 'Two keys' }));
      });
      expect(status).toBe(400);
      expect(queryDatabase(service.dataDir, 'SELECT count(*) AS n FROM contacts')).toEqual([{ n: 0 }]);
    } finally {
      await service.close();
    }
  });

  it('reads a key written as the draft has it, a quoted String, as the same key as its bare value', async () => {
    const service = await startTestService();
    try {
      const quoted = await service.client.post('/api/contacts', { name: 'Quoted key' }, { headers: { 'idempotency-key': '"8e03978e-40d5-43e8-bc93-6894a57f9324"' } });
      const bare = await service.client.post('/api/contacts', { name: 'Quoted key' }, { headers: { 'idempotency-key': '8e03978e-40d5-43e8-bc93-6894a57f9324' } });
      expect(quoted.status).toBe(201);
      expect(bare.status).toBe(201);
      expect(bare.headers.get('idempotent-replayed')).toBe('true');
      expect(bare.body).toEqual(quoted.body);
      // Parameters do not change the key; an escaped quote is part of it.
      const withParameter = await service.client.post('/api/contacts', { name: 'Quoted key' }, { headers: { 'idempotency-key': '"8e03978e-40d5-43e8-bc93-6894a57f9324";v=1' } });
      expect(withParameter.headers.get('idempotent-replayed')).toBe('true');
      expect(queryDatabase(service.dataDir, 'SELECT count(*) AS n FROM contacts')).toEqual([{ n: 1 }]);
    } finally {
      await service.close();
    }
  });

  it('refuses a malformed String or an empty one with 400, changing nothing', async () => {
    const service = await startTestService();
    try {
      for (const header of ['"unterminated', '""', '"a" "b"', '"tab\there"']) {
        const r = await service.client.post('/api/contacts', { name: 'Bad key' }, { headers: { 'idempotency-key': header } });
        expect(r.status, header).toBe(400);
        expect(JSON.stringify(r.body)).toContain('must be a single String');
      }
      expect(queryDatabase(service.dataDir, 'SELECT count(*) AS n FROM contacts')).toEqual([{ n: 0 }]);
    } finally {
      await service.close();
    }
  });

  it('refuses an over-long key with 400', async () => {
    const service = await startTestService();
    try {
      const r = await service.client.post('/api/contacts', { name: 'Long key' }, { headers: { 'idempotency-key': 'k'.repeat(300) } });
      expect(r.status).toBe(400);
      expect(queryDatabase(service.dataDir, 'SELECT count(*) AS n FROM contacts')).toEqual([{ n: 0 }]);
    } finally {
      await service.close();
    }
  });
});

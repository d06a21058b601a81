// Reference-server behaviour the spec leaves open: seeding, demo data, companies, status.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createToken, deleteContact, setServiceFields, startServer, TemplateEmailWriter } from '../../server/index';
import { ServiceClient } from '../conformance/client';
import { queryDatabase, startTestService } from './helpers';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'rolodeck-service-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function names(url: string, token: string): Promise<string[]> {
  return (await new ServiceClient(url, token).get('/api/pipeline_states')).body['hydra:member'].map((s: any) => s.name);
}

describe('pipeline states', () => {
  it('seeds the configured names once (option), and never again on restart', async () => {
    const dataDir = tempDir();
    const token = await createToken(dataDir);
    let server = await startServer({ dataDir, pipelineStates: ['Lead', 'Deal'] });
    expect(await names(server.url, token)).toEqual(['Lead', 'Deal']);
    await server.close();
    server = await startServer({ dataDir, pipelineStates: ['Other'] });
    expect(await names(server.url, token)).toEqual(['Lead', 'Deal']);
    await server.close();
  });

  it('takes ROLODECK_PIPELINE_STATES from the environment', async () => {
    const dataDir = tempDir();
    const token = await createToken(dataDir);
    process.env.ROLODECK_PIPELINE_STATES = 'Cold, Warm ,Hot';
    try {
      const server = await startServer({ dataDir });
      expect(await names(server.url, token)).toEqual(['Cold', 'Warm', 'Hot']);
      await server.close();
    } finally {
      delete process.env.ROLODECK_PIPELINE_STATES;
    }
  });
});

describe('demo data', () => {
  it('is the same on every run and is seeded only into an empty database', async () => {
    const lists: string[][] = [];
    for (let run = 0; run < 2; run++) {
      const dataDir = tempDir();
      const server = await startServer({ dataDir, demo: true, now: () => new Date('2026-01-01T00:00:00Z') });
      await server.close();
      lists.push(queryDatabase<{ name: string; emails: string }>(dataDir, 'SELECT name, emails FROM contacts ORDER BY seq').map((r) => `${r.name} ${r.emails}`));
      if (run === 0) {
        const again = await startServer({ dataDir, demo: true });
        await again.close();
        expect(queryDatabase(dataDir, 'SELECT count(*) AS n FROM contacts')).toEqual([{ n: 300 }]);
      }
    }
    expect(lists[0]).toHaveLength(300);
    expect(lists[1]).toEqual(lists[0]);
  });
});

describe('companies and status', () => {
  it('a company name finds or creates one company; changing it moves the primary membership', async () => {
    const service = await startTestService();
    try {
      const api = service.client;
      const a = await api.createContact({ name: 'A', company: 'Umbrella' });
      const moved = await api.patch(`/api/contacts/${a.id}`, { company: 'Initech' });
      expect(moved.body.company).toBe('Initech');
      expect(moved.body.companyIds).toEqual([moved.body.companyId]);
      const b = await api.createContact({ name: 'B', company: 'Umbrella' });
      expect(b.companyId).toBe(a.companyId);
      const cleared = await api.patch(`/api/contacts/${a.id}`, { company: null });
      expect(cleared.body).toMatchObject({ company: null, companyId: null, companyIds: [] });
      expect(queryDatabase(service.dataDir, 'SELECT name FROM companies ORDER BY name')).toEqual([{ name: 'Initech' }, { name: 'Umbrella' }]);
    } finally {
      await service.close();
    }
  });

  it('sending an email moves a pending contact to contacted, but not a qualified one back', async () => {
    const service = await startTestService();
    try {
      const api = service.client;
      const pending = await api.createContact({ name: 'P', emails: ['p@example.com'] });
      await api.post(`/api/contacts/${pending.id}/emails/send`, { emailData: { subject: 's', body: 'b' } });
      expect((await api.get(`/api/contacts/${pending.id}`)).body.status).toBe('contacted');

      const qualified = await api.createContact({ name: 'Q', emails: ['q@example.com'] });
      // status is the service's to set: the back-office call stands in for its staff.
      expect(await setServiceFields(service.dataDir, qualified.id, { status: 'qualified', tags: ['vip'] })).toBe(true);
      await api.post(`/api/contacts/${qualified.id}/emails/send`, { emailData: { subject: 's', body: 'b' } });
      expect((await api.get(`/api/contacts/${qualified.id}`)).body).toMatchObject({ status: 'qualified', tags: ['vip'] });
    } finally {
      await service.close();
    }
  });
});

describe('back office', () => {
  it('deletes a contact: the item answers 404 and the listing no longer has it', async () => {
    const service = await startTestService();
    try {
      const contact = await service.client.createContact({ name: 'Doomed', emails: ['doomed@example.com'] });
      await service.client.post(`/api/contacts/${contact.id}/tasks`, { title: 't', dueDate: '2030-01-01T00:00:00Z' });
      expect(await deleteContact(service.dataDir, contact.id)).toBe(true);
      expect((await service.client.get(`/api/contacts/${contact.id}`)).status).toBe(404);
      expect((await service.client.get('/api/contacts?email=doomed@example.com')).body['hydra:totalItems']).toBe(0);
      expect(await deleteContact(service.dataDir, contact.id)).toBe(false);
    } finally {
      await service.close();
    }
  });

  it('a contact deleted while a write is under way is a 404 and nothing is written', async () => {
    // The email writer runs between the contact's lookup and the write's transaction: a writer
    // that deletes the contact meanwhile stands for a back-office delete at the worst moment.
    let doomed = '';
    let dataDir = '';
    const template = new TemplateEmailWriter();
    const writer = {
      kind: 'template',
      draft: async (request: Parameters<TemplateEmailWriter['draft']>[0]) => {
        await deleteContact(dataDir, doomed);
        return template.draft(request);
      },
      refine: (request: Parameters<TemplateEmailWriter['refine']>[0]) => template.refine(request),
    };
    const service = await startTestService({ writer });
    dataDir = service.dataDir;
    try {
      doomed = (await service.client.createContact({ name: 'Vanishing', emails: ['gone@example.com'] })).id;
      const prepared = await service.client.post(`/api/contacts/${doomed}/emails/prepare`, { message: 'Hello' });
      expect(prepared.status).toBe(404);
      expect(prepared.headers.get('content-type')).toContain('application/problem+json');
      expect(queryDatabase(dataDir, 'SELECT count(*) AS n FROM email_sessions')).toEqual([{ n: 0 }]);
    } finally {
      await service.close();
    }
  });

  it('keeps its data folder and database readable by its own user only', async () => {
    const dataDir = join(tempDir(), 'service-data'); // not there yet: the service makes it
    const token = await createToken(dataDir, 'owner');
    const server = await startServer({ dataDir, port: 0 });
    try {
      await new ServiceClient(server.url, token).createContact({ name: 'Private Person' });
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      const files = readdirSync(dataDir).filter((f) => f.startsWith('service.sqlite'));
      expect(files).toContain('service.sqlite');
      for (const file of files) expect(statSync(join(dataDir, file)).mode & 0o077, file).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('answers a request line longer than it reads with problem details, as every other error', async () => {
    const service = await startTestService();
    try {
      const answer = await fetch(`${service.server.url}/api/contacts?email=${'a'.repeat(20_000)}%40example.com`, {
        headers: { authorization: `Bearer ${service.token}`, accept: 'application/json' },
      });
      expect(answer.status).toBe(431);
      expect(answer.headers.get('content-type')).toContain('application/problem+json');
      expect(await answer.json()).toMatchObject({ status: 431, title: 'Request Header Fields Too Large', detail: expect.stringContaining('16 KB') });
      expect((await service.client.get('/api/contacts')).status).toBe(200); // and it goes on serving
    } finally {
      await service.close();
    }
  });
});

// Contact queries: listing, lookup, create, merge-patch and company memberships.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ContactPatchInput } from '../domain/fields';
import type { ContactsTable, ServiceDatabase } from './schema';

type Db = Kysely<ServiceDatabase>;

export interface CompanyMembership {
  id: string;
  name: string;
  isPrimary: boolean;
}

export interface ContactRecord {
  row: Selectable<ContactsTable>;
  pipelineStateName: string | null;
  companies: CompanyMembership[]; // active memberships, primary first
}

const selectContacts = (db: Db) =>
  db
    .selectFrom('contacts as c')
    .leftJoin('pipeline_states as ps', 'ps.id', 'c.pipeline_state_id')
    .selectAll('c')
    .select('ps.name as pipeline_state_name');

async function withCompanies(
  db: Db,
  rows: Array<Selectable<ContactsTable> & { pipeline_state_name: string | null }>,
): Promise<ContactRecord[]> {
  if (!rows.length) return [];
  const memberships = await db
    .selectFrom('contact_companies as m')
    .innerJoin('companies as co', 'co.id', 'm.company_id')
    .select(['m.contact_id', 'm.is_primary', 'm.started_at', 'co.id', 'co.name'])
    .where(
      'm.contact_id',
      'in',
      rows.map((r) => r.id),
    )
    .where('m.active', '=', 1)
    .orderBy('m.contact_id')
    .orderBy('m.is_primary', 'desc')
    .orderBy('m.started_at')
    .orderBy('co.id')
    .execute();
  const byContact = new Map<string, CompanyMembership[]>();
  for (const m of memberships) {
    const list = byContact.get(m.contact_id) ?? [];
    list.push({ id: m.id, name: m.name, isPrimary: m.is_primary === 1 });
    byContact.set(m.contact_id, list);
  }
  return rows.map(({ pipeline_state_name, ...row }) => ({
    row,
    pipelineStateName: pipeline_state_name,
    companies: byContact.get(row.id) ?? [],
  }));
}

export interface ListQuery {
  page: number;
  pageSize: number;
  email?: string;
}

export async function listContacts(db: Db, query: ListQuery): Promise<{ total: number; records: ContactRecord[] }> {
  const emailKey = query.email?.toLowerCase();
  let count = db.selectFrom('contacts as c').select((eb) => eb.fn.countAll<number>().as('n'));
  // Insertion order: stable, and a contact created during a paged pass lands after the pages read.
  // The page's seqs are picked first on the bare table: OFFSET then skips rows without joining them.
  let pageSeqs = db
    .selectFrom('contacts as c')
    .select('c.seq')
    .orderBy('c.seq')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  if (emailKey !== undefined) {
    const matching = db.selectFrom('contact_emails').select('contact_id').where('email_key', '=', emailKey);
    count = count.where('c.id', 'in', matching);
    pageSeqs = pageSeqs.where('c.id', 'in', matching);
  }
  const { n } = await count.executeTakeFirstOrThrow();
  const rows = await selectContacts(db).where('c.seq', 'in', pageSeqs).orderBy('c.seq').execute();
  return { total: Number(n), records: await withCompanies(db, rows) };
}

export async function getContact(db: Db, id: string): Promise<ContactRecord | null> {
  const row = await selectContacts(db).where('c.id', '=', id.toLowerCase()).executeTakeFirst();
  if (!row) return null;
  return (await withCompanies(db, [row]))[0]!;
}

export interface NewContact extends ContactPatchInput {
  name: string;
  creationSource: string | null;
  status?: string;
  tags?: string[];
  lastContactAt?: string | null;
  pipelineStateId?: string | null;
}

export async function insertContact(db: Db, input: NewContact, now: Date, id: string = randomUUID()): Promise<string> {
  const at = now.toISOString();
  await db
    .insertInto('contacts')
    .values({
      id,
      name: input.name,
      position: input.position ?? null,
      emails: JSON.stringify(input.emails ?? []),
      phones: JSON.stringify(input.phones ?? []),
      website: input.website ?? null,
      address: input.address ?? null,
      social_url: input.socialUrl ?? null,
      status: input.status ?? 'pending',
      creation_source: input.creationSource,
      tags: JSON.stringify(input.tags ?? []),
      additional_info: input.additionalInfo ?? null,
      meeting_context: input.meetingContext ?? null,
      last_contact_at: input.lastContactAt ?? null,
      pipeline_state_id: input.pipelineStateId ?? null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await replaceEmailIndex(db, id, input.emails ?? []);
  if (input.company) await setPrimaryCompany(db, id, input.company, now);
  return id;
}

/** Merge-patch: absent keys stay, null clears, lists replace. */
export async function patchContact(db: Db, id: string, patch: ContactPatchInput, now: Date): Promise<void> {
  const set: Partial<Selectable<ContactsTable>> = { updated_at: now.toISOString() };
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.position !== undefined) set.position = patch.position;
  if (patch.emails !== undefined) set.emails = JSON.stringify(patch.emails ?? []);
  if (patch.phones !== undefined) set.phones = JSON.stringify(patch.phones ?? []);
  if (patch.website !== undefined) set.website = patch.website;
  if (patch.address !== undefined) set.address = patch.address;
  if (patch.socialUrl !== undefined) set.social_url = patch.socialUrl;
  if (patch.additionalInfo !== undefined) set.additional_info = patch.additionalInfo;
  if (patch.meetingContext !== undefined) set.meeting_context = patch.meetingContext;
  await db.updateTable('contacts').set(set).where('id', '=', id).execute();
  if (patch.emails !== undefined) await replaceEmailIndex(db, id, patch.emails ?? []);
  if (patch.company !== undefined) await setPrimaryCompany(db, id, patch.company, now);
}

export async function touchContact(db: Db, id: string, set: Partial<Selectable<ContactsTable>>, now: Date): Promise<void> {
  await db
    .updateTable('contacts')
    .set({ ...set, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

async function replaceEmailIndex(db: Db, id: string, emails: string[]): Promise<void> {
  await db.deleteFrom('contact_emails').where('contact_id', '=', id).execute();
  const keys = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (keys.length) await db.insertInto('contact_emails').values(keys.map((email_key) => ({ contact_id: id, email_key }))).execute();
}

/** A company name finds its company row (exact name) or creates it. */
export async function findOrCreateCompany(db: Db, name: string, now: Date): Promise<string> {
  const existing = await db.selectFrom('companies').select('id').where('name_key', '=', name).executeTakeFirst();
  if (existing) return existing.id;
  const id = randomUUID();
  await db.insertInto('companies').values({ id, name, name_key: name, created_at: now.toISOString() }).execute();
  return id;
}

/**
 * Makes `name` the contact's primary company. The previous primary membership ends; other active
 * memberships stay (they are the rest of `companyIds`). A blank or null name ends every membership.
 */
export async function setPrimaryCompany(db: Db, contactId: string, name: string | null, now: Date): Promise<void> {
  const at = now.toISOString();
  const end = { active: 0, is_primary: 0, ended_at: at };
  if (name === null || name.trim() === '') {
    await db.updateTable('contact_companies').set(end).where('contact_id', '=', contactId).where('active', '=', 1).execute();
    return;
  }
  const companyId = await findOrCreateCompany(db, name, now);
  await db
    .updateTable('contact_companies')
    .set(end)
    .where('contact_id', '=', contactId)
    .where('active', '=', 1)
    .where('is_primary', '=', 1)
    .where('company_id', '!=', companyId)
    .execute();
  const result = await db
    .updateTable('contact_companies')
    .set({ is_primary: 1 })
    .where('contact_id', '=', contactId)
    .where('company_id', '=', companyId)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    await db
      .insertInto('contact_companies')
      .values({ contact_id: contactId, company_id: companyId, is_primary: 1, active: 1, started_at: at, ended_at: null })
      .execute();
  }
}

/** Adds a secondary (non-primary) active membership, e.g. an advisory role. */
export async function addSecondaryCompany(db: Db, contactId: string, name: string, now: Date): Promise<void> {
  const companyId = await findOrCreateCompany(db, name, now);
  await db
    .insertInto('contact_companies')
    .values({ contact_id: contactId, company_id: companyId, is_primary: 0, active: 1, started_at: now.toISOString(), ended_at: null })
    .execute();
}

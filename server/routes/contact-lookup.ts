// The contact a route acts on, or a 404. Writes look it up again inside their transaction: a
// contact deleted meanwhile (the back office can) is a 404 and a rollback, not a half-written
// row pointing nowhere.
import { getContact, type ContactRecord } from '../db/contacts';
import type { ServiceDb } from '../db/open';
import { notFound } from '../http/problem';

export async function requireContact(db: ServiceDb, id: string): Promise<ContactRecord> {
  const record = await getContact(db, id);
  if (!record) throw notFound('The contact');
  return record;
}

/** 404 unless the contact exists: the cheap check, for writes that do not need the record itself. */
export async function ensureContact(db: ServiceDb, id: string): Promise<void> {
  const row = await db.selectFrom('contacts').select('id').where('id', '=', id.toLowerCase()).executeTakeFirst();
  if (!row) throw notFound('The contact');
}

// The contact a route acts on, or a 404. Writes look it up again inside their transaction: a
// contact deleted meanwhile (the back office can) is a 404 and a rollback, not a half-written
// row pointing nowhere.
import type { ContactRecord } from '../db/contacts';
import { getContact } from '../db/contacts';
import type { ServiceDb } from '../db/open';
import { notFound } from '../http/problem';

export async function requireContact(db: ServiceDb, id: string): Promise<ContactRecord> {
  const record = await getContact(db, id);
  if (!record) throw notFound('The contact');
  return record;
}

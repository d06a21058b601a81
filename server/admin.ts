// Back-office operations of the reference service that the HTTP interface does not offer:
// deleting a contact and setting the service-owned fields (status, tags). Tests of the app's sync
// engine use them to make "remote-only" changes; an operator can use them too. Each opens the
// database of `dataDir` (safe while a server runs on it: WAL + busy timeout) and closes it.
import { openServiceDb } from './db/open';
import { CONTACT_STATUSES, type ContactStatus } from './domain/fields';

async function withDb<T>(dataDir: string, work: (db: Awaited<ReturnType<typeof openServiceDb>>['db']) => Promise<T>): Promise<T> {
  const opened = await openServiceDb(dataDir);
  try {
    return await work(opened.db);
  } finally {
    await opened.close();
  }
}

/** Deletes a contact (and its tasks, sessions, messages); true if it existed. */
export function deleteContact(dataDir: string, id: string): Promise<boolean> {
  return withDb(dataDir, async (db) => {
    const result = await db.deleteFrom('contacts').where('id', '=', id.toLowerCase()).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

/** Sets status and/or tags (read-only through the API); true if the contact exists. */
export function setServiceFields(dataDir: string, id: string, fields: { status?: ContactStatus; tags?: string[] }): Promise<boolean> {
  if (fields.status !== undefined && !CONTACT_STATUSES.includes(fields.status)) {
    return Promise.reject(new Error(`status must be one of ${CONTACT_STATUSES.join(', ')}`));
  }
  return withDb(dataDir, async (db) => {
    const result = await db
      .updateTable('contacts')
      .set({
        ...(fields.status !== undefined ? { status: fields.status } : {}),
        ...(fields.tags !== undefined ? { tags: JSON.stringify(fields.tags) } : {}),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id.toLowerCase())
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  });
}

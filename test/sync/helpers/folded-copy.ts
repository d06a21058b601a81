// A contact the user made whose create answer was lost, edited on the service by another user
// before the create was settled, so that a pull stores the service's contact as a second card
// (the copy). Settling the create folds the copy into the contact the user made (fold-copy.ts).
import { expect } from 'vitest';
import type { Input, Output } from '../../../preload/contract';
import type { TestApp } from './app';
import type { Fault } from './fault-proxy';
import type { TestService } from './service';

/** The create waits 1.5–3 s after its lost answer: the next passes come while it waits. */
export const SLOW_RETRY = { backoff: { baseMs: 3_000, maxMs: 3_000 }, inPassWaitMs: 0 } as const;

export interface CopyPulled {
  made: Output<'contacts.create'>;
  copy: Output<'contacts.list'>['items'][number];
  /** The service's id of the one contact both cards are there. */
  remoteId: string;
}

/**
 * Makes `contact` (with one email address), loses its create answer, has another user change its
 * address on the service, and pulls the copy. The app must run with SLOW_RETRY; waiting 3.2 s
 * and syncing then settles the create.
 */
export async function pullCopyOfLostCreate(app: TestApp, service: TestService, contact: Input<'contacts.create'> & { emails: [string] }): Promise<CopyPulled> {
  let lost = 1;
  service.proxy.setPlan(({ method, path }): Fault => (method === 'POST' && path === '/api/contacts' && lost-- > 0 ? { kind: 'lost' } : { kind: 'pass' }));
  const made = await app.call('contacts.create', contact);
  await app.call('sync.now', {}); // made there, its answer lost: unknown, waiting out its backoff
  const [there] = (await service.api.allContacts()).filter((c) => c.name === contact.name);
  await service.api.ok('PATCH', `/api/contacts/${there.id}`, { emails: [contact.emails[0].replace('@', '.other@')] });
  await app.call('sync.now', {}); // the create still waits; the pull stores the edited copy
  const copy = (await app.call('contacts.list', { query: contact.name })).items.find((c) => c.id !== made.id)!;
  expect(copy).toBeDefined();
  return { made, copy, remoteId: there.id };
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The digest a later pull compares to skip the merge of a contact the service has not changed
// (migration 0006). It covers every field the service sent, as validated (parse.ts builds each
// contact with its keys in the schema's order, so the same copy gives the same text). A
// different text only costs a full merge: the digest never decides that something changed.
import { hash } from 'node:crypto';
import type { RemoteContact } from './parse';

export function remoteFingerprint(remote: RemoteContact): string {
  return hash('sha1', JSON.stringify(remote), 'base64');
}

// What a model's answer must be before it becomes a session's draft: the same bounds the service
// puts on a draft a client sends (currentEmail, emailData). A model that answers an empty, runaway
// or multi-line-subject email is a failing writer (502), not a draft the client is then refused
// with 422 when it sends it back.
import { LIMITS } from '../domain/fields';
import type { WrittenEmail } from './writer';

export class EmailWriterError extends Error {}

export function usableEmail(written: WrittenEmail): WrittenEmail {
  // A header line: a model that wraps a long subject over lines means one line.
  const subject = written.subject.replace(/\s+/g, ' ').trim();
  const body = written.body.trim();
  const unusable = (why: string) => new EmailWriterError(`The email writer answered an unusable email: ${why}.`);
  if (!subject) throw unusable('the subject is empty');
  if (!body) throw unusable('the body is empty');
  if (subject.length > LIMITS.subject) throw unusable(`the subject is longer than ${LIMITS.subject} characters`);
  if (body.length > LIMITS.longText) throw unusable(`the body is longer than ${LIMITS.longText} characters`);
  return { subject, body };
}

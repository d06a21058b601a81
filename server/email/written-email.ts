// What a writer's answer must be before it becomes a session's draft: the same bounds the service
// puts on a draft a client sends (currentEmail, emailData), so a draft the service wrote is never
// one the client is refused with 422 when it sends it back, nor a runaway email sent as it is.
import { LIMITS } from '../domain/fields';
import type { WrittenEmail } from './writer';

export class EmailWriterError extends Error {}

/** The email as a draft: the subject on one line (a header line), both parts trimmed. */
export function tidyEmail(written: WrittenEmail): WrittenEmail {
  return { subject: written.subject.replace(/\s+/g, ' ').trim(), body: written.body.trim() };
}

/** Why a tidied email cannot be a draft, or null when it can. */
export function draftFault(email: WrittenEmail): string | null {
  if (!email.subject) return 'the subject is empty';
  if (!email.body) return 'the body is empty';
  if (email.subject.length > LIMITS.subject) return `the subject is longer than ${LIMITS.subject} characters`;
  if (email.body.length > LIMITS.longText) return `the body is longer than ${LIMITS.longText} characters`;
  return null;
}

/** A model's answer as a draft; an unusable one is the writer failing (502), not the client. */
export function usableEmail(written: WrittenEmail): WrittenEmail {
  const email = tidyEmail(written);
  const fault = draftFault(email);
  if (fault) throw new EmailWriterError(`The email writer answered an unusable email: ${fault}.`);
  return email;
}

import { z } from 'zod';
import { id } from './common';
import { limits } from './limits';
import { recipientProblem } from './recipient';

export const draftStatuses = ['draft', 'queued', 'sent', 'failed', 'needs_attention'] as const;
export type DraftStatus = (typeof draftStatuses)[number];

export interface EmailHistoryEntry {
  at: string;
  kind: 'prepare' | 'refine' | 'edit' | 'send';
  instruction?: string;
  subject: string;
  body: string;
}

export interface EmailDraft {
  id: string;
  contactId: string;
  /** The service's drafting session (set when drafted online). */
  sessionId: string | null;
  to: string;
  subject: string;
  body: string;
  history: EmailHistoryEntry[];
  /** queued: waiting to be sent; needs_attention: the app cannot know whether it went out. */
  status: DraftStatus;
  /** Why a send failed or needs attention, in plain words. */
  error: string | null;
  createdAt: string;
  updatedAt: string;
}

const instruction = z.string().trim().min(1, 'Say what the email should do').max(limits.instruction, `At most ${limits.instruction} characters`);
export const emailSubject = z.string().trim().max(limits.emailSubject, `At most ${limits.emailSubject} characters`);
export const emailBody = z.string().max(limits.emailBody, `At most ${limits.emailBody} characters`);

/**
 * A draft is kept before it has a recipient (it is saved as it is typed); sending needs one. One
 * that is typed must be a single address the mail header reads as one (recipient.ts).
 */
const draftRecipient = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((value, ctx) => {
    const problem = value === '' ? null : recipientProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const emailMethods = {
  'email.drafts': { input: z.object({ contactId: id }).strict(), output: {} as EmailDraft[] },
  /**
   * Online only: the service writes a draft (a new session, or the given draft's). `to`: the
   * recipient typed for a new email (else the draft's, else the contact's first address).
   */
  'email.prepare': {
    input: z.object({ contactId: id, instruction, draftId: id.optional(), to: draftRecipient.optional() }).strict(),
    output: {} as EmailDraft,
  },
  /** Online only: the service rewrites the draft following the instruction. */
  'email.refine': { input: z.object({ draftId: id, instruction }).strict(), output: {} as EmailDraft },
  /**
   * Stops the service writing this contact's email (a prepare or refine in flight): that call
   * answers a `stopped` error and the email stays as it was. `stopped: false` when none was.
   */
  'email.stopWriting': { input: z.object({ contactId: id }).strict(), output: {} as { stopped: boolean } },
  /** Saves a hand-written or edited draft; works offline. */
  'email.save': {
    input: z
      .object({
        draftId: id.optional(),
        contactId: id,
        to: draftRecipient,
        subject: emailSubject,
        body: emailBody,
      })
      .strict(),
    output: {} as EmailDraft,
  },
  /** Queues the draft to be sent (works offline: it goes out when the service is reachable). */
  'email.send': { input: z.object({ draftId: id }).strict(), output: {} as EmailDraft },
  /**
   * Takes a queued email out of the queue before its send starts: it is a draft again, with its
   * text. Refused (conflict, in words) while it is being sent, or once an attempt of it may have
   * gone out (its answer was lost).
   */
  'email.cancelSend': { input: z.object({ draftId: id }).strict(), output: {} as EmailDraft },
  /** Deletes a draft (not one queued to send: cancel that first; nor one whose send may have gone out). */
  'email.discard': { input: z.object({ draftId: id }).strict(), output: {} as EmailDraft },
} as const;

// What is typed into an email and not yet kept in the store. The store keeps an email after a
// pause in typing or when its editor closes; a reload, or the window closing, within that pause
// would lose the last words typed. So every change is also mirrored here (the page's storage,
// written before the page goes: pageStorage.ts), marked with the version of the email it was typed over, and comes back when
// that email is opened again — unless the email changed since (another window, the service).
import { useInlineDrafts } from '../../stores/inlineDraftStore';

export interface EmailFields {
  to: string;
  subject: string;
  body: string;
}

interface TypedEmail extends EmailFields {
  /** The updatedAt of the email it was typed over; null for an email not kept yet. */
  basedOn: string | null;
}

const PREFIX = 'email-typed:';
const keyOf = (contactId: string, draftId: string | undefined) => `${PREFIX}${contactId}:${draftId ?? 'new'}`;

/** What was typed over this version of the email and not kept: null when nothing was, or it was typed over another version. */
export function typedOver(contactId: string, draft: { id: string; updatedAt: string } | null): EmailFields | null {
  const kept = useInlineDrafts.getState().drafts[keyOf(contactId, draft?.id)] as Partial<TypedEmail> | undefined;
  if (!kept || (kept.basedOn ?? null) !== (draft?.updatedAt ?? null)) return null;
  return { to: String(kept.to ?? ''), subject: String(kept.subject ?? ''), body: String(kept.body ?? '') };
}

export function keepTyped(contactId: string, draftId: string | undefined, basedOn: string | null, fields: EmailFields): void {
  const typed: TypedEmail = { to: fields.to, subject: fields.subject, body: fields.body, basedOn };
  useInlineDrafts.getState().keep(keyOf(contactId, draftId), { ...typed });
}

export function forgetTyped(contactId: string, draftId: string | undefined): void {
  useInlineDrafts.getState().forget(keyOf(contactId, draftId));
}

/** The contact's email with typing not kept yet: 'new', a draft's id, or null. */
export function emailWithTyping(contactId: string): string | null {
  const prefix = `${PREFIX}${contactId}:`;
  const key = Object.keys(useInlineDrafts.getState().drafts).find((k) => k.startsWith(prefix));
  return key ? key.slice(prefix.length) : null;
}

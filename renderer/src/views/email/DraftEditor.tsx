// One email: ask the service to draft it, refine it by instruction, edit it by hand, send it.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Contact, EmailDraft } from '../../../../preload/contract';
import { api, errorMessage, issuesByPath } from '../../api';
import { TextField } from '../../components/TextField';
import { draftStatusLabels } from '../../lib/draftLabels';
import { DraftHistory } from './DraftHistory';
import { RecipientField } from './RecipientField';
import { UnsureSend } from './UnsureSend';
import { ErrorBanner } from '../../components/ErrorBanner';
import { InlineConfirm } from '../../components/InlineConfirm';
import { busyButton } from '../../lib/busyButton';
import { useStopTakesKeyboard } from '../../hooks/useStopTakesKeyboard';
import { closeOnEscape } from '../../lib/closeOnEscape';
import { keptDraft, takeSentText, useInlineDrafts, useOnSentText, withoutSent } from '../../stores/inlineDraftStore';
import { forgetTyped, keepTyped, typedOver, type EmailFields } from './typedEmail';
import { isStopped, STOPPED_NOTICE, useStopWriting } from './useStopWriting';

interface DraftEditorProps {
  contact: Contact;
  draft: EmailDraft | null;
  online: boolean;
  /** Whether a contact service is set up at all (offline is then only for a while). */
  configured: boolean;
  onChanged(draft: EmailDraft | null): void;
  onClose(): void;
}

/** How long typing may pause before what was typed is kept as a draft. */
const AUTOSAVE_MS = 800;

type Fields = EmailFields;

/**
 * What the service said of each field when it refused the send, e.g. "HTTP 422:
 * emailData.subject: This value should not be blank." marks the Subject.
 */
export function refusedFields(error: string | null): Partial<Record<keyof Fields, string>> {
  const out: Partial<Record<keyof Fields, string>> = {};
  for (const m of (error ?? '').matchAll(/emailData\.(to|subject|body):\s*([^;—]+)/g)) {
    const field = m[1] as keyof Fields;
    out[field] ??= m[2]!.trim();
  }
  return out;
}

/** What sending needs, checked before asking: the service refuses an email without any of them. */
function missingForSend(fields: Fields): Record<string, string> {
  const out: Record<string, string> = {};
  if (!fields.to.trim()) out.to = 'Add a recipient to send the email.';
  if (!fields.subject.trim()) out.subject = 'Add a subject to send the email.';
  if (!fields.body.trim()) out.body = 'Write a message to send the email.';
  return out;
}

const sameFields = (a: Fields, b: Fields) => a.to === b.to && a.subject === b.subject && a.body === b.body;

/**
 * Where an email's instruction is kept: per email ('new' until it is first kept), so that one typed
 * for an email never fills another — a new email after a send once came with the last one's
 * request, and typing it again sent the service "Thank them for the chatThank them for the chat".
 */
const askKey = (contactId: string, draftId: string | undefined) => `email-ask:${contactId}:${draftId ?? 'new'}`;

export function DraftEditor({ contact, draft, online, configured, onChanged, onClose }: DraftEditorProps) {
  // Typing not kept before a reload or the window closed comes back (typedEmail.ts).
  const [restored] = useState(() => (!draft || draft.status === 'draft' || draft.status === 'failed' ? typedOver(contact.id, draft) : null));
  const [to, setTo] = useState(restored?.to ?? draft?.to ?? contact.emails[0] ?? '');
  const [subject, setSubject] = useState(restored?.subject ?? draft?.subject ?? '');
  const [body, setBody] = useState(restored?.body ?? draft?.body ?? '');
  // The instruction is not part of the email: kept apart (askKey) so that Close, Escape or
  // another view does not throw away a request not yet sent to the service.
  const instructionKey = askKey(contact.id, draft?.id);
  const [instruction, setInstruction] = useState(() => keptDraft<{ text: string }>(instructionKey)?.text ?? '');
  const keptUnder = useRef(instructionKey);
  // An instruction sent from an editor closed meanwhile, shown again in this one: taken out here too.
  useOnSentText(instructionKey, (sent) => setInstruction((now) => withoutSent(now, sent)));
  useEffect(() => {
    const { keep, forget } = useInlineDrafts.getState();
    // A new email that got its id: the instruction is under the id now (save() moved it).
    if (keptUnder.current !== instructionKey) forget(keptUnder.current);
    keptUnder.current = instructionKey;
    if (instruction.trim()) keep(instructionKey, { text: instruction });
    else forget(instructionKey);
  }, [instructionKey, instruction]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** Why the recipient typed could not be kept (an autosave refused it): shown on To, where it can be fixed. */
  const [toIssue, setToIssue] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<null | 'draft' | 'save' | 'send' | 'discard' | 'cancel'>(null);
  /** A draft: "Discard the draft …?" is open. */
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [autosaved, setAutosaved] = useState<null | 'saving' | 'saved' | { error: string }>(null);
  const [notice, setNotice] = useState<string | null>(restored ? 'What you typed before Rolodeck closed is back.' : null);
  const writing = useStopWriting(contact.id);
  /** How the last asking ended, when it says something of its own (it was stopped). */
  const [askStatus, setAskStatus] = useState<string | null>(null);

  const editable = !draft || draft.status === 'draft' || draft.status === 'failed';
  // A send the service refused names the fields it would not take: each stays marked until changed.
  const refused = draft?.status === 'failed' ? refusedFields(draft.error) : {};
  const canAsk = busy === null && online && instruction.trim() !== '';
  const dirty = !draft || to !== draft.to || subject !== draft.subject || body !== draft.body;

  // What is typed is kept as it is typed: a pause saves it, and so does leaving the editor
  // (Close, another contact, another view). Saves run one after another, so the first save of a
  // new email cannot race a second into making two drafts.
  const latest = useRef<Fields>({ to, subject, body });
  latest.current = { to, subject, body };
  const stored = useRef<Fields | null>(draft ? { to: draft.to, subject: draft.subject, body: draft.body } : null);
  const draftId = useRef(draft?.id);
  /** The version of the email the fields were last kept as (null: not kept yet). */
  const storedAt = useRef<string | null>(draft?.updatedAt ?? null);
  const ownSaves = useRef(new Set<string>());
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const keep = useRef({ editable, mounted: true });
  keep.current.editable = editable;

  const shown = useRef({ id: draft?.id, updatedAt: draft?.updatedAt });
  useEffect(() => {
    draftId.current = draft?.id;
    // The email the editor opened with is in the fields already (with any typing restored).
    if (shown.current.id === draft?.id && shown.current.updatedAt === draft?.updatedAt) return;
    shown.current = { id: draft?.id, updatedAt: draft?.updatedAt };
    // Our own save coming back: the fields hold it already, and maybe what was typed since.
    if (draft && ownSaves.current.has(draft.updatedAt)) return;
    stored.current = draft ? { to: draft.to, subject: draft.subject, body: draft.body } : null;
    storedAt.current = draft?.updatedAt ?? null;
    setTo(draft?.to ?? contact.emails[0] ?? '');
    setSubject(draft?.subject ?? '');
    setBody(draft?.body ?? '');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft?.id, draft?.updatedAt]);

  /** Typed text not yet kept (an untouched new email holds nothing worth a draft). */
  const unsaved = () => {
    const v = latest.current;
    const s = stored.current;
    if (!s) return v.subject.trim() !== '' || v.body.trim() !== '';
    return v.to !== s.to || v.subject !== s.subject || v.body !== s.body;
  };

  const save = (typed?: Fields): Promise<EmailDraft> => {
    const run = async () => {
      const fields = { ...(typed ?? latest.current) };
      const before = draftId.current;
      const saved = await api().invoke('email.save', { draftId: before, contactId: contact.id, ...fields });
      draftId.current = saved.id;
      stored.current = fields;
      storedAt.current = saved.updatedAt;
      ownSaves.current.add(saved.updatedAt);
      if (before !== saved.id) {
        forgetTyped(contact.id, before);
        // The instruction goes with the email, even when this save runs after the editor closed.
        const { drafts, keep, forget } = useInlineDrafts.getState();
        const asked = drafts[askKey(contact.id, before)];
        forget(askKey(contact.id, before));
        if (asked) keep(askKey(contact.id, saved.id), asked);
      }
      mirrorTyping();
      return saved;
    };
    const next = saving.current.then(run, run);
    saving.current = next.catch(() => undefined);
    return next;
  };

  /** Mirrors what is typed and not kept yet, so a reload or closing the window cannot lose it. */
  const mirrorTyping = () => {
    if (keep.current.editable && unsaved()) keepTyped(contact.id, draftId.current, storedAt.current, latest.current);
    else forgetTyped(contact.id, draftId.current);
  };
  useEffect(mirrorTyping, [to, subject, body, editable]);

  useEffect(() => {
    if (!editable || busy !== null || !unsaved()) return;
    setAutosaved((state) => (state === 'saved' ? null : state)); // typed since: not kept yet
    const timer = setTimeout(() => {
      setAutosaved('saving');
      save().then(
        (saved) => {
          if (!keep.current.mounted) return;
          setAutosaved('saved');
          setToIssue(null);
          onChanged(saved);
        },
        (e) => {
          if (!keep.current.mounted) return;
          setAutosaved({ error: errorMessage(e) });
          setToIssue(issuesByPath(e).to ?? null);
        },
      );
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [to, subject, body, editable, busy]);

  useEffect(
    () => () => {
      keep.current.mounted = false;
      if (keep.current.editable && unsaved()) void save().catch(() => undefined);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const act = async (kind: NonNullable<typeof busy>, work: () => Promise<EmailDraft | null>) => {
    setBusy(kind);
    setFailure(null);
    setErrors({});
    try {
      const changed = await work();
      // Another email opened meanwhile (this editor is gone): the answer updates the list only.
      // Handed on, it would make the open editor this email's, with the other one's typing in it.
      onChanged(keep.current.mounted ? changed : null);
    } catch (e) {
      const issues = issuesByPath(e);
      setErrors(issues);
      setFailure(Object.keys(issues).length ? 'Please correct the fields marked below.' : errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  const ask = () =>
    act('draft', async () => {
      setNotice(null);
      setAskStatus(null);
      writing.begin();
      let current = draft;
      // What the user typed goes first, so the instruction works on what they see, and a first
      // "Draft it" over a hand-written email refines it instead of replacing it.
      if (editable && unsaved()) {
        current = await save();
        // Told at once, like an autosave: should the service then fail, asking again works on
        // this email instead of drafting a second one beside it.
        onChanged(keep.current.mounted ? current : null);
      }
      // Stopped: the email is as it was (with the typing kept above), and the instruction stays
      // for another try.
      const stopped = () => {
        setAskStatus(STOPPED_NOTICE);
        return current;
      };
      if (writing.requested()) return stopped();
      const asked = { ...latest.current };
      let next: EmailDraft;
      try {
        next = current
          ? await api().invoke('email.refine', { draftId: current.id, instruction })
          : await api().invoke('email.prepare', { contactId: contact.id, instruction, ...(asked.to.trim() ? { to: asked.to } : {}) });
      } catch (e) {
        if (isStopped(e)) return stopped();
        throw e;
      }
      setInstruction('');
      // Sent: not offered again, also when the editor was closed meanwhile (the instruction is
      // kept under the email it was asked for, or under 'new' until that email was first kept).
      for (const id of new Set([draft?.id, current?.id, next.id])) takeSentText(askKey(contact.id, id), instruction);
      // The fields stay open while the service writes: a field the user typed in meanwhile is
      // newer than the answer and is kept over it, field by field (the whole answer stays in
      // the history).
      if (draftId.current !== next.id) forgetTyped(contact.id, draftId.current);
      draftId.current = next.id;
      stored.current = { to: next.to, subject: next.subject, body: next.body };
      storedAt.current = next.updatedAt;
      const typed = { ...latest.current };
      if (sameFields(typed, asked)) return next;
      const pick = (field: keyof Fields) => (typed[field] !== asked[field] ? typed[field] : next[field]);
      const merged = { to: pick('to'), subject: pick('subject'), body: pick('body') };
      ownSaves.current.add(next.updatedAt); // the fields are set here, not from this answer
      setTo(merged.to);
      setSubject(merged.subject);
      setBody(merged.body);
      setNotice("You typed while the service was writing: what you typed is kept, the rest is the service's version (all of it is in the history below).");
      return save(merged);
    });

  // While the service writes, the keyboard is on Stop, then back in the instruction.
  const askForm = useRef<HTMLFormElement>(null);
  const { ask: askButton, stop: stopButton } = useStopTakesKeyboard(busy === 'draft', () => askForm.current?.querySelector('input'));

  const send = () => {
    const missing = missingForSend(latest.current);
    if (Object.keys(missing).length) {
      setErrors(missing);
      setFailure('Please correct the fields marked below.');
      return;
    }
    return act('send', async () => {
      const saved = unsaved() || !draftId.current ? await save() : { id: draftId.current };
      const sent = await api().invoke('email.send', { draftId: saved.id });
      const queued = sent.status !== 'draft' && sent.status !== 'failed';
      if (queued) keyboardToStatus.current = 'sent';
      // Sent by hand: a request typed for it and not used goes with it.
      if (queued) setInstruction('');
      return sent;
    });
  };

  // Sent (or waiting to send), the email is read-only and Send is gone, and the keyboard with it;
  // its sending cancelled, it is a draft again and Cancel sending is gone. Either way the keyboard
  // goes to the email's status ("Waiting to send", "Draft"), inside the editor, where Escape
  // still closes it and Tab goes on from there. Focus the user put elsewhere stays.
  const statusLine = useRef<HTMLParagraphElement>(null);
  /** What the email is about to become by the user's action: queued or sent ('sent'), or a draft again. */
  const keyboardToStatus = useRef<null | 'sent' | 'draft'>(null);
  useLayoutEffect(() => {
    const want = keyboardToStatus.current;
    if (!want || editable !== (want === 'draft')) return;
    keyboardToStatus.current = null;
    if (!document.activeElement || document.activeElement === document.body) statusLine.current?.focus();
  }, [editable, draft?.status]);

  /** Takes a queued email out of the queue: a draft again, with its text (refused in words once its send is under way). */
  const cancelSending = (current: EmailDraft) =>
    act('cancel', async () => {
      const back = await api().invoke('email.cancelSend', { draftId: current.id });
      keyboardToStatus.current = 'draft';
      setNotice('Sending cancelled: the email is a draft again, to edit, send or discard.');
      return back;
    });

  /** Deletes the draft once the user confirmed it (InlineConfirm); a refusal rejects, for the question to show. */
  const discardDraft = async (current: EmailDraft) => {
    setBusy('discard');
    try {
      await saving.current;
      await api().invoke('email.discard', { draftId: current.id });
    } finally {
      if (keep.current.mounted) setBusy(null);
    }
    keep.current.editable = false; // nothing to keep on the way out
    forgetTyped(contact.id, current.id);
    useInlineDrafts.getState().forget(askKey(contact.id, current.id));
    onClose();
  };
  // Closed without discarding, the question gives the keyboard back to "Discard draft…"; a draft
  // that stops being one meanwhile (sent from another window) has nothing to discard.
  const discardOpener = useRef<HTMLButtonElement>(null);
  const askedDelete = useRef(false);
  useLayoutEffect(() => {
    if (!confirmingDelete && askedDelete.current) discardOpener.current?.focus();
    askedDelete.current = confirmingDelete;
  }, [confirmingDelete]);
  useEffect(() => {
    if (!editable) setConfirmingDelete(false);
  }, [editable]);

  const toError = errors.to ?? toIssue ?? (to === draft?.to ? refused.to : undefined);
  /** A recipient typed anew: what was said of the one before no longer applies. */
  const typeTo = (value: string) => {
    setTo(value);
    setToIssue(null);
    setErrors(({ to: _, ...others }) => others);
  };

  return (
    // Escape is Close: what was typed is saved on the way out, as with Close. While the service
    // writes, Escape is Stop (a second Escape then closes).
    <div className="draft-editor" onKeyDown={closeOnEscape(busy === 'draft' ? () => void writing.stop() : onClose)}>
      <ErrorBanner message={failure} />
      {draft ? (
        <p ref={statusLine} className="draft-editor__status" tabIndex={-1}>
          <span className={`chip chip--draft-${draft.status}`}>{draftStatusLabels[draft.status]}</span>
          {draft.error ? <span className="field__error"> {draft.error}</span> : null}
        </p>
      ) : null}
      {editable ? (
        // A form, so Enter in the instruction asks the service, as the button does; a second
        // Enter while it writes does nothing (the request is not made twice).
        <form
          ref={askForm}
          className="draft-editor__ask"
          onSubmit={(e) => {
            e.preventDefault();
            if (canAsk) void ask();
          }}
        >
          <TextField
            label={draft ? 'How should it change?' : 'What should the email say?'}
            value={instruction}
            onChange={setInstruction}
            error={errors.instruction}
            placeholder={draft ? 'e.g. Shorter, and suggest Tuesday instead' : 'e.g. Thank them for the meeting and propose a call next week'}
            hint={
              online
                ? undefined
                : configured
                  ? 'Drafting with the service needs a connection. Offline, you can still write the email yourself and send it: it goes out when the service is reachable.'
                  : 'Drafting needs a contact service (Settings). You can still write the email yourself below.'
            }
          />
          <div className="draft-editor__ask-buttons">
            <button ref={askButton} type="submit" className="button button--subtle" disabled={!canAsk}>
              {busy === 'draft' ? 'Writing…' : draft ? 'Refine' : 'Draft it'}
            </button>
            {busy === 'draft' ? (
              <button
                ref={stopButton}
                type="button"
                className="button button--ghost"
                aria-label={writing.stopping ? undefined : 'Stop writing'}
                aria-keyshortcuts="Escape"
                title="Stop writing (Esc)"
                disabled={writing.stopping}
                onClick={() => void writing.stop()}
              >
                {writing.stopping ? 'Stopping…' : 'Stop'}
              </button>
            ) : null}
          </div>
          {/* Always there, so a screen reader hears it when it says something (empty, it takes no room). */}
          <p className="draft-editor__ask-status" role="status">
            {askStatus}
          </p>
        </form>
      ) : null}
      <RecipientField contactName={contact.name} addresses={contact.emails} value={to} onChange={typeTo} error={toError} readOnly={!editable} start={!online} />
      <TextField label="Subject" value={subject} onChange={setSubject} error={errors.subject ?? (subject === draft?.subject ? refused.subject : undefined)} readOnly={!editable} />
      <TextField label="Message" multiline rows={12} value={body} onChange={setBody} error={errors.body ?? (body === draft?.body ? refused.body : undefined)} readOnly={!editable} />
      {draft?.status === 'needs_attention' ? (
        <UnsureSend
          draft={draft}
          onChanged={onChanged}
          onSettling={(next) => {
            keyboardToStatus.current = next;
          }}
        />
      ) : null}
      <div className="form-actions">
        {editable ? (
          <>
            {/* Pressed, each keeps the keyboard while it works (busyButton) instead of dropping it to the page. */}
            <button type="button" className="button button--primary" {...busyButton(busy === 'send', () => void send())} disabled={busy !== null && busy !== 'send'}>
              {busy === 'send' ? 'Sending…' : online ? 'Send' : configured ? 'Send when online' : 'Send once connected'}
            </button>
            <button type="button" className="button" {...busyButton(busy === 'save' || !dirty, () => void act('save', save))} disabled={busy !== null && busy !== 'save'}>
              {busy === 'save' ? 'Saving…' : 'Save draft'}
            </button>
          </>
        ) : null}
        {draft?.status === 'queued' ? (
          <button type="button" className="button" {...busyButton(busy === 'cancel', () => void cancelSending(draft))} disabled={busy !== null && busy !== 'cancel'}>
            {busy === 'cancel' ? 'Cancelling…' : 'Cancel sending'}
          </button>
        ) : null}
        {draft && editable && !confirmingDelete ? (
          <button ref={discardOpener} type="button" className="button button--ghost button--danger" onClick={() => setConfirmingDelete(true)} disabled={busy !== null}>
            Discard draft…
          </button>
        ) : null}
        <button type="button" className="button button--ghost" onClick={onClose}>
          Close
        </button>
      </div>
      {draft && editable && confirmingDelete ? (
        <InlineConfirm
          question={`Discard the draft “${subject.trim() || '(no subject)'}”? Its text and its history are deleted from this computer.`}
          confirmLabel="Discard draft"
          busyLabel="Discarding…"
          onConfirm={() => discardDraft(draft)}
          onCancel={() => setConfirmingDelete(false)}
        />
      ) : null}
      {notice ? <p className="draft-editor__notice" role="status">{notice}</p> : null}
      {/* Saving at every pause in typing is shown, not announced: only a failure is read out. */}
      {editable ? (
        <p className="muted draft-editor__kept">
          {autosaved === 'saving' ? 'Saving…' : autosaved === 'saved' ? 'Kept as a draft.' : ''}
          <span role="status">{autosaved && typeof autosaved === 'object' ? `Not saved yet: ${autosaved.error}` : ''}</span>
        </p>
      ) : null}
      {draft ? <DraftHistory history={draft.history} /> : null}
    </div>
  );
}

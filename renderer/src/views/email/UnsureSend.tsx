// An email Rolodeck cannot tell went out (its answer was lost, or Rolodeck stopped mid-send):
// Send again or Discard…, in its own editor as in the Sync view (RejectedItem.tsx). Sent again
// under the same key the service recognises a first attempt that went out — unless it can no
// longer (a new token or address, a day gone: the op's sendAgainWarning). The editor once sent
// it again at one press without showing that warning; it is shown here beside Send again, and
// when there is one, Send again asks first.
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { EmailDraft, RejectedOp } from '../../../../preload/contract';
import { api, errorMessage } from '../../api';
import { InlineConfirm } from '../../components/InlineConfirm';
import { busyButton } from '../../lib/busyButton';

interface UnsureSendProps {
  draft: EmailDraft;
  /** The email as it is after the user's choice (queued again, or a draft again). */
  onChanged(draft: EmailDraft | null): void;
  /** The buttons here are about to go: the editor gives the keyboard to the email's status. */
  onSettling(next: 'sent' | 'draft'): void;
}

/** The waiting change that sends this email (one whose outcome is unknown is kept in the Sync view's list). */
async function sendOpOf(draft: EmailDraft): Promise<RejectedOp> {
  const ops = await api().invoke('sync.rejected', { limit: 1000 });
  const op = ops.find((o) => o.kind === 'email.send' && o.sent.draftId === draft.id);
  if (!op) throw new Error('This email is no longer waiting in the sync problems list: close it and open it again.');
  return op;
}

const reloaded = async (draft: EmailDraft) => (await api().invoke('email.drafts', { contactId: draft.contactId })).find((d) => d.id === draft.id) ?? null;

export function UnsureSend({ draft, onChanged, onSettling }: UnsureSendProps) {
  const warningId = `${useId()}-warning`;
  const [op, setOp] = useState<RejectedOp | null>(null);
  const [asking, setAsking] = useState<null | 'resend' | 'discard'>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // What the waiting send says of itself, shown before the user chooses (checked again on Send again).
  useEffect(() => {
    let live = true;
    sendOpOf(draft).then(
      (found) => live && setOp(found),
      () => undefined, // said when the user acts, not before
    );
    return () => {
      live = false;
    };
  }, [draft.id, draft.updatedAt]);

  /** Sends it again as the user chose; a send the service may no longer recognise asks first. */
  const sendAgain = async (confirmed: boolean) => {
    const fresh = await sendOpOf(draft);
    setOp(fresh);
    if (fresh.sendAgainWarning && !confirmed) {
      setAsking('resend');
      return;
    }
    await api().invoke('sync.retryOp', { opId: fresh.opId });
    onSettling('sent');
    onChanged(await reloaded(draft));
  };

  /** As Discard in the Sync view: not sent again, and a draft again with its text (a first attempt that went out stays sent). */
  const stopSending = async () => {
    await api().invoke('sync.discardOp', { opId: (await sendOpOf(draft)).opId });
    onSettling('draft');
    onChanged(await reloaded(draft));
  };

  const pressSendAgain = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await sendAgain(false);
    } catch (e) {
      setFailure(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  // A question closed without acting gives the keyboard back to the button that opened it.
  const buttons = { resend: useRef<HTMLButtonElement>(null), discard: useRef<HTMLButtonElement>(null) };
  const asked = useRef<typeof asking>(null);
  useLayoutEffect(() => {
    if (!asking && asked.current) buttons[asked.current].current?.focus();
    asked.current = asking;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asking]);

  if (asking === 'resend') {
    return (
      <InlineConfirm
        question="Send this email again?"
        note={op?.sendAgainWarning}
        confirmLabel="Send again anyway"
        busyLabel="Sending…"
        onConfirm={() => sendAgain(true)}
        onCancel={() => setAsking(null)}
      />
    );
  }
  if (asking === 'discard') {
    return (
      <InlineConfirm
        question="Stop sending this email? Rolodeck will not send it again, and it goes back to your drafts; if the first attempt went out, it stays sent."
        confirmLabel="Stop sending"
        busyLabel="Stopping…"
        cancelLabel="Keep it"
        onConfirm={stopSending}
        onCancel={() => setAsking(null)}
      />
    );
  }
  return (
    <div className="unsure-send">
      <div className="form-actions">
        {/* Pressed, it keeps the keyboard while it works (busyButton) instead of dropping it to the page. */}
        <button ref={buttons.resend} type="button" className="button button--primary" aria-describedby={op?.sendAgainWarning ? warningId : undefined} {...busyButton(busy, () => void pressSendAgain())}>
          {busy ? 'Sending…' : 'Send again'}
        </button>
        <button ref={buttons.discard} type="button" className="button button--ghost button--danger" onClick={() => setAsking('discard')} disabled={busy}>
          Discard…
        </button>
      </div>
      {op?.sendAgainWarning ? (
        <p className="banner banner--warning" role="note" id={warningId}>
          {op.sendAgainWarning}
        </p>
      ) : null}
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

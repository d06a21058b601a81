// "Already in your contacts": while addresses are typed in the contact form (or reviewed in the
// wizard), the other contacts holding one of them are named, so a second card for one person is
// a choice, not an accident — the service would keep both. A hint only: Save is never held back.
import { useEffect, useState } from 'react';
import type { Output } from '../../../../preload/contract';
import { api } from '../../api';

/** Waits for a pause in the typing, so each keystroke does not ask. */
const TYPING_PAUSE_MS = 250;
/** Only what looks like a whole address is asked about (the rest would match nobody anyway). */
const WHOLE_ADDRESS = /^[^@\s]+@[^@\s]+\.[^@\s.]+$/;

export function SameEmailNotice({ emails, exceptId }: { emails: string[]; exceptId: string | null }) {
  const [holders, setHolders] = useState<Output<'contacts.withEmails'>>([]);
  // A string, so a new array with the same addresses (every render) asks nothing again.
  const asked = emails
    .map((e) => e.trim().toLowerCase())
    .filter((e) => WHOLE_ADDRESS.test(e))
    .join('\n');
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      if (!asked) return setHolders([]);
      api()
        .invoke('contacts.withEmails', { emails: asked.split('\n'), ...(exceptId ? { exceptId } : {}) })
        .then(
          (found) => current && setHolders(found),
          () => current && setHolders([]), // a hint that cannot be had is no error of the form
        );
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [asked, exceptId]);
  return (
    <p className="field__hint same-email" aria-live="polite" data-testid="same-email">
      {holders.length
        ? `Already in your contacts: ${holders.map((h) => `${h.name} (${h.email})`).join(', ')}. Saving keeps both cards.`
        : null}
    </p>
  );
}

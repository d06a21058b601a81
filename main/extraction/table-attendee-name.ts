// The name in a meeting's attendance report. Zoom's "Name (Original Name)" column holds the name
// shown in the meeting, followed in parentheses by the name the participant joined with when they
// renamed themselves there ("Jane Doe (Jane D.)", "JD (Jane Doe)"); for a signed-in participant
// the latter is their account's name, the one that goes with their email. Teams marks people
// from outside the organisation "Carla Ruiz (Guest)" or "(External)". The card gets the one that
// reads as a full name: the original unless it is cut to initials ("Jane D.") or is no name at
// all, else the shown one, else the cell as written.
import { asName } from './text-name';

/** Teams' (and Zoom's, in some languages) marks of a participant from outside. */
const OUTSIDE = /\s*\((?:guest|external|unverified|extern|gast|invité|invitée|invitado|invitada|ospite|convidado)\)\s*$/i;
/** The name joined with, in the last parentheses. */
const RENAMED = /^(.*?\S)\s*\(([^()]+)\)$/;
/** A word cut to its initial ("D.", "D"). */
const INITIAL = /^\p{Lu}\.?$/u;

const full = (name: string | null) => (name && !name.split(' ').some((w) => INITIAL.test(w)) ? name : null);

export function attendeeName(cell: string): string {
  const s = cell.trim().replace(OUTSIDE, '');
  // "Carla Ruiz (she/her)", "Katherine (Kate) Winslow": parentheses that are part of a name.
  const whole = asName(s);
  if (whole) return whole;
  const m = RENAMED.exec(s);
  if (!m) return s;
  const shown = asName(m[1]);
  const original = asName(m[2]);
  return full(original) ?? shown ?? original ?? m[1].trim();
}

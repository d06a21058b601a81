// A Twitter/X handle the writer gives in the body of their mail, above the sign-off: "I'm
// @janedoe on X — happy to connect.\n\nBest,\nJane Doe\nAcme Inc\njane@acme.com". The signature
// below the sign-off is read on its own (text-clean), the body not, so the handle is taken from
// the body here: when the message is the signer's own (one person read from it) and the writer
// claims the handle ("I'm @janedoe", "find me on X", "my handle is …", or it is made of the
// signer's name). "You should follow @bobsmith on Twitter" is someone else's.
import type { Paragraphs } from './text-clean';
import { ownTwitterHandlesIn } from './text-handles';
import type { ExtractedContact } from './types';
import { socialProfileUrl } from './urls';

/** Adds the handles the body above the signature claims for the signer: the social profile, or a
 * further link when the signature gave one. `whole` is the message, `signature` its reading
 * below the sign-off (the last paragraphs of `whole`). */
export function addBodyHandles(people: ExtractedContact[], whole: Paragraphs, signature: Paragraphs): void {
  const [person] = people;
  if (people.length !== 1 || whole.length <= signature.length) return;
  const body = whole.slice(0, whole.length - signature.length).flat().join('\n');
  for (const handle of ownTwitterHandlesIn(body, person!.name, true)) {
    const url = socialProfileUrl(handle, 'x');
    const known = [person!.socialUrl ?? '', ...(person!.additionalInfo ?? '').split(/[\s,]+/)].map((s) => s.toLowerCase());
    if (!url || known.includes(url.toLowerCase())) continue;
    if (!person!.socialUrl) person!.socialUrl = url;
    else person!.additionalInfo = withLink(person!.additionalInfo, url);
  }
}

/** The card's additional info with the link added to its "Links: …" line (a new line if none). */
function withLink(info: string | null, url: string): string {
  const lines = info ? info.split('\n') : [];
  const i = lines.findIndex((l) => l.startsWith('Links: '));
  if (i >= 0) lines[i] = `${lines[i]}, ${url}`;
  else lines.push(`Links: ${url}`);
  return lines.join('\n');
}
